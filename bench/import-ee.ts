// Estonia at national size through the real pipeline: writes RIK's basic-data CSV, general-data
// JSON, registry-card persons and shareholders (zipped, as published) for 380,000 companies and
// 1,000,000 person entries, imports them with the real source definitions (national row bounds)
// and reports the time of each source and the peak RSS of the process.
//   node_modules/.bin/node bench/import-ee.ts [--companies N] [--persons N] [--dir DIR]
// DIR is kept when given; otherwise a temporary folder is used and removed.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { writeZipFile } from '../src/demo/writers/zip.ts';
import { importSources } from '../src/importers/pipeline/run.ts';
import { sources as eeSources } from '../src/importers/ee/index.ts';
import { BASIC_COLUMNS } from '../src/importers/ee/basic.ts';

const { values: args } = parseArgs({ options: { companies: { type: 'string' }, persons: { type: 'string' }, dir: { type: 'string' } } });
const COMPANIES = Number(args.companies ?? 380_000);
const PERSONS = Number(args.persons ?? 1_000_000);
const CARD_SHARE = 0.6; // the rest are shareholders

let seed = 20261122;
const rand = () => ((seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32);
const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
const FIRST = ['Mari', 'Jaan', 'Kati', 'Peeter', 'Ülle', 'Tõnu', 'Anu', 'Märt', 'Liis', 'Andres'];
const LAST = ['Tamm', 'Saar', 'Sepp', 'Mägi', 'Kask', 'Kukk', 'Rebane', 'Ilves', 'Pärn', 'Õunapuu'];
const WORDS = ['Ehitus', 'Puit', 'Kaubandus', 'Tarkvara', 'Logistika', 'Metall', 'Disain', 'Agro', 'Meedia', 'Energia'];
const PLACES = [['0784', 'Kesklinna linnaosa, Tallinn, Harju maakond'], ['8151', 'Tartu linn, Tartu linn, Tartu maakond'], ['0624', 'Pärnu linn, Pärnu linn, Pärnu maakond']] as const;
const NACE = [['62.01', '62011', 'Programmeerimine'], ['41.20', '41201', 'Elamute ehitus'], ['46.90', '46901', 'Spetsialiseerumata hulgikaubandus']] as const;

const regcode = (i: number) => String(10_000_000 + i * 17);
const dotted = (i: number) => `${String(1 + (i % 28)).padStart(2, '0')}.${String(1 + (i % 12)).padStart(2, '0')}.${1995 + (i % 30)}`;
const csvCell = (v: string) => (/[;"\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

async function* batched(total: number, line: (i: number) => string, head = '', tail = ''): AsyncGenerator<string> {
  let buf = head;
  for (let i = 0; i < total; i++) {
    buf += line(i);
    if (buf.length > 1 << 16) { yield buf; buf = ''; }
  }
  yield buf + tail;
}

function basicRow(i: number): string {
  const [ehak, ehakText] = pick(PLACES);
  const status = i % 50 === 0 ? ['L', 'Likvideerimisel'] : i % 500 === 1 ? ['N', 'Pankrotis'] : ['R', 'Registrisse kantud'];
  const street = `${pick(WORDS)} tn ${1 + (i % 90)}`;
  const cells = [`${pick(WORDS)} ${pick(WORDS)} ${i} OÜ`, regcode(i), 'Osaühing', '', i % 3 === 0 ? `EE1${String(i).padStart(8, '0')}` : '',
    status[0]!, status[1]!, dotted(i), '', street, ehak, ehakText, String(10000 + (i % 89999)), String(i), '',
    `${ehakText.split(', ').reverse().join(', ')}, ${street}`, `https://ariregister.rik.ee/est/company/${regcode(i)}`];
  return cells.map(csvCell).join(';') + '\r\n';
}

function generalItem(i: number): string {
  const [nace, emtak, text] = pick(NACE);
  return (i > 0 ? ',\n' : '') + JSON.stringify({
    ariregistri_kood: Number(regcode(i)), nimi: `Firma ${i} OÜ`,
    yldandmed: {
      staatus: 'R', staatus_tekstina: 'Registrisse kantud', oiguslik_vorm: 'OÜ', oiguslik_vorm_tekstina: 'Osaühing',
      arinimed: i % 10 === 0 ? [{ sisu: `Vana ${i} OÜ`, algus_kpv: '01.01.2010', lopp_kpv: '31.12.2015' }] : [],
      teatatud_tegevusalad: [{ emtak_kood: emtak, emtak_tekstina: text, emtak_versioon: 2, emtak_versioon_tekstina: 'EMTAK 2008', nace_kood: nace, on_pohitegevusala: true, algus_kpv: dotted(i), lopp_kpv: null }],
      staatused: [{ staatus: 'R', algus_kpv: dotted(i), lopp_kpv: null }],
    },
  });
}

/** Person entries spread over the companies: entry k belongs to company k % COMPANIES. */
function personsItem(key: 'kaardile_kantud_isikud' | 'osanikud', total: number) {
  const perCompany = Math.max(1, Math.ceil(total / COMPANIES));
  return (i: number): string => {
    const entries = [];
    for (let k = 0; k < perCompany && i * perCompany + k < total; k++) {
      entries.push({
        isiku_tyyp: 'F', isiku_roll: key === 'osanikud' ? 'OSAN' : 'JUHL', isiku_roll_tekstina: key === 'osanikud' ? 'Osanik' : 'Juhatuse liige',
        eesnimi: pick(FIRST), nimi_arinimi: pick(LAST), synniaeg: dotted(i + k), algus_kpv: dotted(i),
        ...(key === 'osanikud' ? { osaluse_protsent: (100 / perCompany).toFixed(2), osaluse_suurus: '2500', osaluse_valuuta: 'EUR' } : {}),
      });
    }
    return (i > 0 ? ',\n' : '') + JSON.stringify({ ariregistri_kood: Number(regcode(i)), nimi: `Firma ${i} OÜ`, [key]: entries });
  };
}

const dir = args.dir ?? mkdtempSync(join(tmpdir(), 'bench-ee-'));
mkdirSync(dir, { recursive: true });
try {
  let t = performance.now();
  const cardTotal = Math.round(PERSONS * CARD_SHARE);
  const companiesWith = (n: number) => Math.min(COMPANIES, Math.ceil(n / Math.max(1, Math.ceil(n / COMPANIES))));
  await writeZipFile(join(dir, 'ettevotja_rekvisiidid__lihtandmed.csv.zip'), [{ name: 'ettevotja_rekvisiidid__lihtandmed.csv', data:
    batched(COMPANIES, basicRow, '\ufeff' + BASIC_COLUMNS.join(';') + '\r\n') }]);
  await writeZipFile(join(dir, 'ettevotja_rekvisiidid__yldandmed.json.zip'), [{ name: 'ettevotja_rekvisiidid__yldandmed.json', data: batched(COMPANIES, generalItem, '[\n', '\n]\n') }]);
  await writeZipFile(join(dir, 'ettevotja_rekvisiidid__kaardile_kantud_isikud.json.zip'), [{ name: 'ettevotja_rekvisiidid__kaardile_kantud_isikud.json', data:
    batched(companiesWith(cardTotal), personsItem('kaardile_kantud_isikud', cardTotal), '[\n', '\n]\n') }]);
  await writeZipFile(join(dir, 'ettevotja_rekvisiidid__osanikud.json.zip'), [{ name: 'ettevotja_rekvisiidid__osanikud.json', data:
    batched(companiesWith(PERSONS - cardTotal), personsItem('osanikud', PERSONS - cardTotal), '[\n', '\n]\n') }]);
  console.log(`generated ${COMPANIES} companies and ${PERSONS} person entries in ${((performance.now() - t) / 1000).toFixed(1)} s (${dir})`);

  t = performance.now();
  const wanted = ['ee.basic', 'ee.general', 'ee.persons', 'ee.shareholders'];
  // A smaller run scales the national lower bounds down with it.
  const scale = Math.min(1, COMPANIES / 380_000);
  const sources = eeSources.filter((s) => wanted.includes(s.id))
    .map((s) => ({ ...s, expectedRows: { ...s.expectedRows, min: Math.floor(s.expectedRows.min * scale) } }));
  const report = await importSources({
    databasePath: join(dir, 'registry.sqlite'), sources,
    fromDir: dir, progress: 'none', screen: false,
  });
  const total = (performance.now() - t) / 1000;
  for (const s of report.sources) {
    const phases = ['stage', 'check', 'publish'].map((p) => `${p} ${((s.timings[p] ?? 0) / 1000).toFixed(1)}`).join(', ');
    console.log(`${s.source.padEnd(16)} ${s.status.padEnd(10)} rows read ${String(s.rowsRead).padStart(8)}  written ${String(s.rowsWritten).padStart(8)}  ${((s.timings.total ?? 0) / 1000).toFixed(1)} s (${phases})  ${s.status === 'published' ? '' : s.message}`);
  }
  console.log(`import total ${total.toFixed(1)} s, peak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
  if (!report.ok) process.exitCode = 1;
} finally {
  if (!args.dir) rmSync(dir, { recursive: true, force: true });
}
