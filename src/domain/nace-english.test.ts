import { test } from 'node:test';
import assert from 'node:assert/strict';
import { naceInEnglish } from './nace-english.ts';

const DIVISION_62 = 'Computer programming, consultancy and related activities';

test('a Latvian 62.01 of NACE Rev. 2 is in section J, a Rev. 2.1 62.10 in section K, each with its class in English', () => {
  assert.deepEqual(naceInEnglish('NACE Rev. 2', '62.01'), {
    section: { code: 'J', title: 'Information and communication' }, division: { code: '62', title: DIVISION_62 },
    class: { code: '62.01', title: 'Computer programming activities' },
  });
  assert.deepEqual(naceInEnglish('NACE Rev. 2.1', '62.10'), {
    section: { code: 'K', title: 'Telecommunication, computer programming, consulting, computing infrastructure and other information service activities' },
    division: { code: '62', title: DIVISION_62 },
    class: { code: '62.10', title: 'Computer programming activities' },
  });
});

test('the class of each country\'s classification of Rev. 2, its first four digits, in English', () => {
  // EMTAK 2008 (EE) and TOL 2008 (FI) add a national fifth digit; EVRK 2 (LT) and LV's NACE Rev. 2 stop at the class.
  assert.deepEqual(naceInEnglish('EMTAK 2008', '62011')?.class, { code: '62.01', title: 'Computer programming activities' });
  assert.deepEqual(naceInEnglish('TOL 2008', '31010')?.class, { code: '31.01', title: 'Manufacture of office and shop furniture' });
  assert.deepEqual(naceInEnglish('EVRK 2', '70.22')?.class, { code: '70.22', title: 'Business and other management consultancy activities' });
  assert.deepEqual(naceInEnglish('NACE Rev. 2', '16.10')?.class, { code: '16.10', title: 'Sawmilling and planing of wood' });
  // Rev. 2.1 merged 70.21 and 70.22 into 70.20 and gave division 31 one class, 31.00.
  assert.deepEqual(naceInEnglish('TOL 2025', '70200')?.class, { code: '70.20', title: 'Business and other management consultancy activities' });
  assert.deepEqual(naceInEnglish('EMTAK 2025', '31001')?.class, { code: '31.00', title: 'Manufacture of furniture' });
});

test('a code naming no class of its revision gets the section and division, the class null', () => {
  // Rev. 2.1 split 62.01 into 62.10, 62.20 and 62.90: given as a Rev. 2.1 code, it names none of its classes.
  const deleted = naceInEnglish('NACE Rev. 2.1', '62.01');
  assert.deepEqual([deleted?.division.code, deleted?.class], ['62', null]);
  // 62.10 is no Rev. 2 class, 16.10 no Rev. 2.1 one, 62.05 a class of neither.
  assert.equal(naceInEnglish('NACE Rev. 2', '62.10')?.class, null);
  assert.equal(naceInEnglish('NACE Rev. 2.1', '16.10')?.class, null);
  assert.equal(naceInEnglish('EMTAK 2008', '62051')?.class, null);
  // A group or a division names no class.
  for (const code of ['62', '62.0', '620']) assert.deepEqual([naceInEnglish('NACE Rev. 2', code)?.division.code, naceInEnglish('NACE Rev. 2', code)?.class], ['62', null], code);
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
    class: { code: '70.20', title: 'Business and other management consultancy activities' },
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

test('each revision holds the titles of its classes, 615 and 651, each class in a division of its revision', () => {
  const classes = (classification: string) => {
    const found: string[] = [];
    const divisionsWithout = new Set<string>();
    for (let d = 1; d <= 99; d++) {
      const division = String(d).padStart(2, '0');
      if (naceInEnglish(classification, division) === null) continue;
      divisionsWithout.add(division);
      for (let c = 0; c <= 99; c++) {
        const english = naceInEnglish(classification, `${division}.${String(c).padStart(2, '0')}`);
        if (english?.class == null) continue;
        assert.ok(english.class.title.length > 0 && english.class.title.trim() === english.class.title, english.class.code);
        found.push(english.class.code);
        divisionsWithout.delete(division);
      }
    }
    return { classes: found.length, divisionsWithout: [...divisionsWithout] };
  };
  // A class whose division the revision lacks would be lost here, so none is: every division has a class.
  assert.deepEqual(classes('NACE Rev. 2'), { classes: 615, divisionsWithout: [] });
  assert.deepEqual(classes('NACE Rev. 2.1'), { classes: 651, divisionsWithout: [] });
});
