// Text written in windows-1257 (the Baltic legacy encoding, letters as in ISO-8859-13), for
// fixtures of files a register published in it. Node encodes only UTF-8 and latin1 itself.
const table = new Map<string, number>();
const decoder = new TextDecoder('windows-1257');
for (let b = 0x80; b <= 0xff; b++) {
  const ch = decoder.decode(Uint8Array.of(b));
  if (ch !== '\ufffd' && !table.has(ch)) table.set(ch, b);
}

export function cp1257(text: string): Buffer {
  return Buffer.from([...text].map((ch) => {
    const code = ch.charCodeAt(0);
    if (code < 0x80) return code;
    const b = table.get(ch);
    if (b === undefined) throw new Error(`${ch} has no windows-1257 byte`);
    return b;
  }));
}
