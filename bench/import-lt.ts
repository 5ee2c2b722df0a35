// Lithuania at national size through the real pipeline: writes the Registrų centras files (JAR
// registered and deregistered entities, addresses, classifiers; financial statements in the wide
// 2022 layout and the long 2024 layout; late and missing filing lists), Sodra's insured persons
// (zipped, as published) and VMI VAT payers for 250,000 companies, imports them with the real
// source definitions (national row bounds) and reports the time of each source and peak RSS.
//   node_modules/.bin/node bench/import-lt.ts [--companies N] [--dir DIR]
// DIR is kept when given; otherwise a temporary folder is used and removed.
import { createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { writeZipFile } from '../src/demo/writers/zip.ts';
import { importSources } from '../src/importers/pipeline/run.ts';
import { sources as ltSources } from '../src/importers/lt/index.ts';

const { values: args } = parseArgs({ options: { companies: { type: 'string' }, dir: { type: 'string' } } });
const COMPANIES = Number(args.companies ?? 250_000);
const DEREGISTERED = Math.round(COMPANIES * 0.12);
const REGISTERED = COMPANIES - DEREGISTERED;
const FILERS = Math.round(REGISTERED * 0.55);

let seed = 20261122;
const rand = () => ((seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32);
const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
const WORDS = ['Šiaurės', 'Vėjas', 'Statyba', 'Prekyba', 'Logistika', 'Mediena', 'Žuvėdra', 'Gintaras', 'Baltija', 'Ąžuolas'];
const TOWNS = [['Vilnius', '01'], ['Kaunas', '44'], ['Klaipėda', '91'], ['Šiauliai', '76'], ['Panevėžys', '35']] as const;
const FORMS = [['310', 'Uždaroji akcinė bendrovė', 'UAB'], ['320', 'Akcinė bendrovė', 'AB'], ['960', 'Mažoji bendrija', 'MB'], ['570', 'Viešoji įstaiga', 'VšĮ']] as const;
const STATUSES = [['0', 'Teisinis statusas neįregistruotas'], ['7', 'Likviduojamas'], ['6', 'Bankrutavęs'], ['1', 'Reorganizuojamas']] as const;
const EVRK = [['620100', 'Kompiuterių programavimo veikla'], ['412000', 'Gyvenamųjų ir negyvenamųjų pastatų statyba'], ['494100', 'Krovinių vežimas keliais']] as const;

const code = (i: number) => String(300_000_000 + i * 3);
const day = (i: number) => `${1992 + (i % 33)}-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`;
const quoted = (v: string, sep: string) => (v.includes('"') || v.includes(sep) ? `"${v.replace(/"/g, '""')}"` : v);
const row = (cells: string[], sep: string) => cells.map((c) => quoted(c, sep)).join(sep) + '\n';
const name = (i: number) => `UAB "${pick(WORDS)} ${pick(WORDS)} ${i}"`;
const address = (i: number) => { const [town, pc] = pick(TOWNS); return `${town}, ${pick(WORDS)} g. ${1 + (i % 120)}, LT-${pc}${String(i % 1000).padStart(3, '0')}`; };

function* lines(total: number, line: (i: number) => string, head: string): Generator<string> {
  let buf = head;
  for (let i = 0; i < total; i++) {
    buf += line(i);
    if (buf.length > 1 << 16) { yield buf; buf = ''; }
  }
  yield buf;
}

async function writeText(path: string, chunks: Iterable<string>): Promise<void> {
  const out = createWriteStream(path);
  for (const chunk of chunks) if (!out.write(chunk)) await once(out, 'drain');
  out.end();
  await once(out, 'finish');
}

const TPL = 'Mažų ir labai mažų įmonių, netaikančių išimčių, finansinių ataskaitų rinkinys';
const PNL_LINES = ['PARDAVIMO PAJAMOS', 'Pardavimo savikaina', 'BENDRASIS PELNAS', 'Veiklos sąnaudos', 'PELNAS PRIEŠ APMOKESTINIMĄ', 'GRYNASIS PELNAS (NUOSTOLIAI)'];
const BLNS_LINES = ['A. ILGALAIKIS TURTAS', 'Nematerialusis turtas', 'Materialusis turtas', 'B. TRUMPALAIKIS TURTAS', 'Atsargos', 'Pinigai',
  'C. NUOSAVAS KAPITALAS', 'Įstatinis kapitalas', 'E. MOKĖTINOS SUMOS IR KITI ĮSIPAREIGOJIMAI', 'Per vienerius metus mokėtinos sumos ir kiti trumpalaikiai įsipareigojimai'];

async function generate(dir: string): Promise<void> {
  const w = (file: string, total: number, line: (i: number) => string, head: string) => writeText(join(dir, file), lines(total, line, '\ufeff' + head));
  await w('JAR_TEI_FORM_KLASIFIKATORIUS.csv', FORMS.length, (i) => row([FORMS[i]![0], FORMS[i]![2], FORMS[i]![1], '', 'Juridinis asmuo', 'Legal entity', '2026-11-20'], '|'),
    'form_kodas|form_pavadinimas|form_pav_ilgas|form_name|tipas|type|formavimo_data\n');
  await w('JAR_TEI_STATUSU_KLASIFIKATORIUS.csv', STATUSES.length, (i) => row([STATUSES[i]![0], STATUSES[i]![1], '', '2026-11-20'], '|'),
    'stat_kodas|stat_pavadinimas|stat_name|formavimo_data\n');
  await w('JAR_IREGISTRUOTI.csv', REGISTERED, (i) => {
    const [form, formName] = pick(FORMS);
    const [stat, statName] = i % 40 === 0 ? STATUSES[1] : i % 150 === 1 ? STATUSES[2] : i % 300 === 2 ? STATUSES[3] : STATUSES[0];
    return row([code(i), name(i), address(i), day(i), form, formName, stat, statName, day(i + 7), '2026-11-20'], '|');
  }, 'ja_kodas|ja_pavadinimas|adresas|ja_reg_data|form_kodas|form_pavadinimas|stat_kodas|stat_pavadinimas|stat_data_nuo|formavimo_data\n');
  await w('JAR_ISREGISTRUOTI.csv', DEREGISTERED, (k) => {
    const i = REGISTERED + k;
    return row([code(i), name(i), address(i), day(i), '310', 'Uždaroji akcinė bendrovė', day(i + 400), '2026-11-20'], '|');
  }, 'ja_kodas|ja_pavadinimas|adresas|ja_reg_data|form_kodas|form_pavadinimas|isreg_data|formavimo_data\n');
  await w('JAR_ADRESAI.csv', REGISTERED, (i) => row([code(i), address(i), String(150_000_000 + i), day(i), '2026-11-20'], '|'),
    'ja_kodas|adresas|aob_kodas|adresas_nuo|formavimo_data\n');

  const wideHead = 'obj_kodas,obj_pav,form_kodas,form_pav,stat_statusas,stat_pav,template_id,template_name,standard_id,standard_name,laikotarpis_nuo,laikotarpis_iki,reg_date,';
  const wide = (i: number, standard: string, figures: number[]) =>
    row([code(i), name(i), '310', 'Uždaroji akcinė bendrovė', '0', 'Teisinis stat neįregistruotas', 'FS0129', TPL, standard, standard,
      '2021-01-01', '2021-12-31', '2022-04-15', ...figures.map(String), '2023-03-01'], ',');
  await w('JAR_FA_RODIKLIAI_PLNA_2022.csv', FILERS, (i) => wide(i, 'IST024', [12000 + i, 10000 + i, 250000 + i]),
    wideHead + 'pelnas_pries_apmokestinima,grynasis_pelnas,pardavimo_pajamos,formavimo_data\n');
  await w('JAR_FA_RODIKLIAI_BLNS_2022.csv', FILERS, (i) => wide(i, 'BST024', [80000 + i, 40000, 70000, 50000 + i]),
    wideHead + 'nuosavas_kapitalas,mok_sumos_ir_isipareigojimai,ilgalaikis_turtas,trumpalaikis_turtas,formavimo_data\n');

  const longHead = ['ja_kodas', 'ja_pavadinimas', 'form_kodas', 'form_pavadinimas', 'stat_kodas', 'stat_pavadinimas', 'template_id', 'template_name',
    'standard_id', 'standard_name', 'line_type_id', 'line_name', 'reiksme', 'beginning_date', 'turning_date', 'reg_date', 'formavimo_data'];
  const long = (sep: string, prefix: string, names: string[]) => (n: number) => {
    const i = Math.floor(n / names.length);
    const k = n % names.length;
    return row([code(i), name(i), '310', 'Uždaroji akcinė bendrovė', '0', 'Teisinis statusas neįregistruotas', 'FS0818', TPL, `${prefix}210`, prefix,
      `${prefix}LT${String(k + 1).padStart(5, '0')}`, names[k]!, String(1000 * (k + 1) + i), '2023-01-01', '2023-12-31', '2024-04-10', '2024-10-01'], sep);
  };
  await w('JAR_FA_RODIKLIAI_PLNA_2024_n.csv', FILERS * PNL_LINES.length, long(',', 'PL', PNL_LINES), longHead.join(',') + '\n');
  await w('JAR_FA_RODIKLIAI_BLNS_2024_n.csv', FILERS * BLNS_LINES.length, long(';', 'BS', BLNS_LINES), longHead.join(';') + '\n');

  await w('JAR_FA_VELUOJANTIS.csv', Math.round(REGISTERED * 0.08), (n) => row([code(n * 9), name(n * 9), '310', '0', '2022-12-31', '2026-11-20'], '|'),
    'ja_kodas|ja_pavadinimas|form_kodas|stat_kodas|paskutine_fa_iki|formavimo_data\n');
  await w('JAR_NEPATEIKE_FA_UZ_PRAEJUSIUS.csv', Math.round(REGISTERED * 0.1), (n) => row([code(n * 7), String(2022 + (n % 3)), name(n * 7), day(n), '310', '0', '2026-11-20'], '|'),
    'ja_kodas|fa_nepateikta_uz_metus|ja_pavadinimas|ja_reg_data|form_kodas|stat_kodas|formavimo_data\n');

  const sodraHead = 'Draudėjo kodas (code);Juridinių asmenų registro kodas (jarCode);Pavadinimas (name);Savivaldybė, kurioje registruota(municipality);' +
    'Ekonominės veiklos rūšies kodas(ecoActCode);Ekonominės veiklos rūšies pavadinimas(ecoActName);Mėnuo (month);Vidutinis darbo užmokestis (avgWage);Apdraustųjų skaičius (numInsured)\n';
  await writeZipFile(join(dir, 'draudejai.zip'), [{ name: 'draudejai.csv', data: lines(FILERS * 2, (n) => {
    const i = n >> 1;
    const [evrk, evrkName] = EVRK[i % EVRK.length]!;
    return row([String(1_000_000 + i), code(i), name(i), 'Vilniaus m. sav.', evrk, evrkName, n % 2 === 0 ? '202609' : '202610', `${1800 + (i % 900)},55`, String(1 + (i % 60))], ';');
  }, '\ufeff' + sodraHead) }]);
  await w('Moketoja_duomenys_pvm_moketojai.csv', Math.round(REGISTERED * 0.45), (n) =>
    row([code(n * 2), name(n * 2), `LT1${String(n).padStart(8, '0')}111`, day(n), n % 20 === 0 ? '2024-06-30' : ''], ','),
  'ja_kodas,pavadinimas,pvm_kodas,pvm_iregistravimo_data,pvm_isregistravimo_data\n');
}

const dir = args.dir ?? mkdtempSync(join(tmpdir(), 'bench-lt-'));
mkdirSync(dir, { recursive: true });
try {
  let t = performance.now();
  await generate(dir);
  console.log(`generated ${COMPANIES} companies (${FILERS} filers) in ${((performance.now() - t) / 1000).toFixed(1)} s (${dir})`);
  t = performance.now();
  // A smaller run scales the national lower bounds down with it.
  const scale = Math.min(1, COMPANIES / 250_000);
  const sources = ltSources.map((s) => ({ ...s, expectedRows: { ...s.expectedRows, min: Math.floor(s.expectedRows.min * scale) } }));
  const report = await importSources({ databasePath: join(dir, 'registry.sqlite'), sources, fromDir: dir, progress: 'none', screen: false });
  const total = (performance.now() - t) / 1000;
  for (const s of report.sources) {
    console.log(`${s.source.padEnd(16)} ${s.status.padEnd(10)} rows read ${String(s.rowsRead).padStart(9)}  written ${String(s.rowsWritten).padStart(8)}  ${((s.timings.total ?? 0) / 1000).toFixed(1)} s (stage ${((s.timings.stage ?? 0) / 1000).toFixed(1)}, publish ${((s.timings.publish ?? 0) / 1000).toFixed(1)})  ${s.status === 'published' ? '' : s.message}`);
  }
  console.log(`import total ${total.toFixed(1)} s, peak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
  if (!report.ok) process.exitCode = 1;
} finally {
  if (!args.dir) rmSync(dir, { recursive: true, force: true });
}
