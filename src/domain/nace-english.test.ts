import { test } from 'node:test';
import assert from 'node:assert/strict';
import { naceInEnglish } from './nace-english.ts';

const DIVISION_62 = 'Computer programming, consultancy and related activities';

test('a Latvian 62.01 of NACE Rev. 2 is in section J, a Rev. 2.1 62.10 in section K', () => {
  assert.deepEqual(naceInEnglish('NACE Rev. 2', '62.01'), {
    section: { code: 'J', title: 'Information and communication' }, division: { code: '62', title: DIVISION_62 },
  });
  assert.deepEqual(naceInEnglish('NACE Rev. 2.1', '62.10'), {
    section: { code: 'K', title: 'Telecommunication, computer programming, consulting, computing infrastructure and other information service activities' },
    division: { code: '62', title: DIVISION_62 },
  });
});

test('the national classifications are read as the NACE revision they refine', () => {
  // EMTAK 2008 and TOL 2008 add a fifth digit to NACE Rev. 2; EVRK 2 is Rev. 2 to the class.
  assert.equal(naceInEnglish('EMTAK 2008', '62011')?.section.code, 'J');
  assert.deepEqual(naceInEnglish('TOL 2008', '31010')?.division, { code: '31', title: 'Manufacture of furniture' });
  assert.equal(naceInEnglish('EVRK 2', '70.22')?.division.title, 'Activities of head offices; management consultancy activities');
  // Rev. 2.1 retitled division 70, and its section is N, not M.
  assert.deepEqual(naceInEnglish('TOL 2025', '70200'), {
    section: { code: 'N', title: 'Professional, scientific and technical activities' },
    division: { code: '70', title: 'Activities of head offices and management consultancy' },
  });
  assert.equal(naceInEnglish('EMTAK 2025', '62101')?.section.code, 'K');
});

test('a code of no division of its revision, or of no known classification, gets no English', () => {
  // Rev. 2.1 folded division 45 (the motor trade) into 46, 47 and 95.
  assert.equal(naceInEnglish('NACE Rev. 2', '45.11')?.division.title, 'Wholesale and retail trade and repair of motor vehicles and motorcycles');
  assert.equal(naceInEnglish('NACE Rev. 2.1', '45.11'), null);
  for (const code of ['00.00', '04.10', '34', '', 'A', '6', '62.0x']) assert.equal(naceInEnglish('NACE Rev. 2', code), null, code);
  assert.equal(naceInEnglish('ISIC Rev. 4', '62.01'), null);
});

test('each revision holds its sections and divisions, each division in one section', () => {
  const count = (classification: string) => {
    const sections = new Set<string>();
    let divisions = 0;
    for (let d = 1; d <= 99; d++) {
      const english = naceInEnglish(classification, String(d).padStart(2, '0'));
      if (english === null) continue;
      divisions++;
      sections.add(english.section.code);
    }
    return { sections: [...sections].join(''), divisions };
  };
  // NACE Rev. 2: sections A–U, 88 divisions; Rev. 2.1: A–V, 87 (no 45).
  assert.deepEqual(count('NACE Rev. 2'), { sections: 'ABCDEFGHIJKLMNOPQRSTU', divisions: 88 });
  assert.deepEqual(count('NACE Rev. 2.1'), { sections: 'ABCDEFGHIJKLMNOPQRSTUV', divisions: 87 });
});
