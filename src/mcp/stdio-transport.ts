// The stdio transport: one JSON-RPC message per line on stdin, one per line on stdout. It stands
// in for the SDK's StdioServerTransport, which drops a line that is no JSON-RPC message without
// a word on either stream (the client waits for an answer that never comes) and, on a line over
// 10 MB, stops reading and lets the process exit with status 0 and no reason. Here a line that
// cannot be read is answered with the JSON-RPC error a client can match to its request, and
// told on stderr with its number and the reason; no line is too long.
import { createInterface, type Interface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { JSONRPCMessageSchema, type JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { FORBIDDEN_JSON_KEY_MESSAGE, holdsForbiddenJsonKey } from '../domain/json-forbidden-keys.ts';
import { invalidMessageIssue, requestIdOf } from './message-check.ts';

const PARSE_ERROR = -32700;
const INVALID_REQUEST = -32600;
/** How much of a refused line the stderr report quotes. */
const QUOTED = 120;
/**
 * How long requests still being answered when stdin ends are waited for before the transport
 * closes: a client that writes its requests and closes stdin (`… | npm run --silent mcp`) lost
 * every answer not written yet, as closing aborts the requests in flight.
 */
const ANSWERS_AWAITED_MS = 30_000;

export class StdioLineTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;
  private lines: Interface | null = null;
  private lineNumber = 0;
  /** The ids of the requests read and not answered yet. */
  private readonly unanswered = new Set<string | number>();
  private inputEnded = false;
  private closed = false;
  private closedSignal!: () => void;
  /** Settled once stdin has ended and every request read from it is answered (or ANSWERS_AWAITED_MS passed). */
  readonly inputDone = new Promise<void>((resolve) => { this.closedSignal = resolve; });

  private readonly input: Readable;
  private readonly output: Writable;
  /** Told each line that cannot be read, with its number and the reason (stderr). */
  private readonly report: (message: string) => void;

  constructor(input: Readable, output: Writable, report: (message: string) => void) {
    this.input = input;
    this.output = output;
    this.report = report;
  }

  async start(): Promise<void> {
    // terminal: false, so that a server started by hand in a terminal echoes nothing to stdout.
    this.lines = createInterface({ input: this.input, terminal: false, crlfDelay: Infinity });
    this.lines.on('line', (line) => this.read(line));
    this.lines.on('close', () => {
      this.inputEnded = true;
      if (this.unanswered.size === 0) this.closeOnce();
      else setTimeout(() => this.closeOnce(), ANSWERS_AWAITED_MS).unref();
    });
  }

  private closeOnce(): void {
    if (this.closed) return;
    this.closed = true;
    this.closedSignal();
    this.onclose?.();
  }

  private read(line: string): void {
    this.lineNumber += 1;
    if (line.trim() === '') return;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch (err) {
      this.refuse(line, null, PARSE_ERROR, `Parse error: the line is not valid JSON (${(err as Error).message})`);
      return;
    }
    // JSON.parse takes a key named __proto__, which HTTP's parser refuses: refused alike here.
    if (holdsForbiddenJsonKey(value)) {
      this.refuse(line, requestIdOf(value), INVALID_REQUEST, FORBIDDEN_JSON_KEY_MESSAGE);
      return;
    }
    const parsed = JSONRPCMessageSchema.safeParse(value);
    if (!parsed.success) {
      // Said as over HTTP (message-check.ts); a batch is not taken here.
      const issue = invalidMessageIssue(value, false);
      this.refuse(line, issue.id, issue.code, issue.message);
      return;
    }
    const message = parsed.data;
    if ('method' in message && 'id' in message) this.unanswered.add(message.id);
    this.onmessage?.(message);
  }

  private refuse(line: string, id: string | number | null, code: number, message: string): void {
    const quoted = line.length > QUOTED ? `${line.slice(0, QUOTED)}…` : line;
    this.report(`stdin line ${this.lineNumber} answered with error ${code}: ${message}: ${quoted}`);
    this.write({ jsonrpc: '2.0', id, error: { code, message } });
  }

  private write(message: unknown): Promise<void> {
    return new Promise((resolve) => {
      if (this.output.write(`${JSON.stringify(message)}\n`)) resolve();
      else this.output.once('drain', resolve);
    });
  }

  async send(message: JSONRPCMessage): Promise<void> {
    await this.write(message);
    if (!('method' in message) && 'id' in message && message.id !== undefined && this.unanswered.delete(message.id)
      && this.inputEnded && this.unanswered.size === 0) this.closeOnce();
  }

  async close(): Promise<void> {
    this.lines?.close();
    this.lines = null;
  }
}
