// Every numeric setting takes only the plain decimal form its table documents: a hex, exponent,
// padded, signed or trailing-garbage value is refused at start with the variable, the value and
// the form, rather than read as a number nobody wrote (SANCTIONS_THRESHOLD=0x1 ran as 1).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadConfig } from './config.ts';

// WORKERS above 1 needs REDIS_URL unless rate limits are off; that rule is not under test here.
const base = { RATE_LIMITS: 'off' };

const numeric = {
  PORT: { form: /written in digits/, good: [['8080', 8080], ['0', 0], ['04331', 4331]], key: 'port' },
  WORKERS: { form: /whole number from 1 to 32 written in digits/, good: [['2', 2], ['32', 32]], key: 'workers' },
  SANCTIONS_THRESHOLD: { form: /decimal number from 0\.8 to 1, written as 0\.9 or 1/, good: [['0.85', 0.85], ['1', 1], ['.9', 0.9]], key: 'sanctionsThreshold' },
  IMPORT_IDLE_TIMEOUT: { form: /number of seconds from 1 to 300 .*written in digits/, good: [['1', 1], ['300', 300]], key: 'importIdleTimeoutSeconds' },
  IMPORT_LOCK_WAIT: { form: /number of seconds from 1 to 3600 written in digits/, good: [['1', 1], ['3600', 3600]], key: 'importLockWaitSeconds' },
} as const;

const malformed = ['0x10', '0x1', '1e3', ' 5 ', '5 ', '5abc', '-1', '+1', 'Infinity', 'NaN', '1_000', '0b1', '٣'];

for (const [name, { form, good, key }] of Object.entries(numeric)) {
  test(`${name} in its documented decimal form is read as written`, () => {
    for (const [raw, value] of good) assert.equal(loadConfig({ ...base, [name]: raw })[key], value, `${name}=${raw}`);
  });

  test(`${name} written otherwise stops the start naming the variable, the value and the form`, () => {
    for (const raw of malformed) {
      assert.throws(() => loadConfig({ ...base, [name]: raw }), (err: Error) => {
        assert.ok(err.message.startsWith(`${name} must be `), `${name}=${JSON.stringify(raw)}: ${err.message}`);
        assert.match(err.message, form);
        assert.ok(err.message.endsWith(`got ${JSON.stringify(raw)}`), `${name}=${JSON.stringify(raw)}: ${err.message}`);
        return true;
      }, `${name}=${JSON.stringify(raw)} is refused`);
    }
  });

  test(`${name} set to nothing is refused with its name`, () => {
    for (const raw of ['', '  ']) {
      assert.throws(() => loadConfig({ ...base, [name]: raw }), new RegExp(`^Error: ${name} is set but empty`));
    }
  });
}

test('out-of-range values in the right form are refused too', () => {
  assert.throws(() => loadConfig({ ...base, PORT: '65536' }), /^Error: PORT must be a port number from 1 to 65535/);
  assert.throws(() => loadConfig({ ...base, WORKERS: '0' }), /^Error: WORKERS must be a whole number from 1 to 32/);
  assert.throws(() => loadConfig({ ...base, WORKERS: '33' }), /^Error: WORKERS must be a whole number from 1 to 32/);
  assert.throws(() => loadConfig({ ...base, SANCTIONS_THRESHOLD: '0' }), /^Error: SANCTIONS_THRESHOLD must be a decimal number from 0\.8 to 1/);
  assert.throws(() => loadConfig({ ...base, SANCTIONS_THRESHOLD: '1.01' }), /^Error: SANCTIONS_THRESHOLD must be a decimal number from 0\.8 to 1/);
  // Screening keeps no match scored below 0.8: a lower threshold flagged none more, without a word.
  assert.throws(() => loadConfig({ ...base, SANCTIONS_THRESHOLD: '0.5' }), /^Error: SANCTIONS_THRESHOLD must be a decimal number from 0\.8 to 1, .*keeps no match scored below 0\.8.*got "0\.5"$/);
  assert.equal(loadConfig({ ...base, SANCTIONS_THRESHOLD: '0.8' }).sanctionsThreshold, 0.8);
  // Node's fetch gives up after 300 s of its own, so a longer wait could not be honoured.
  assert.throws(() => loadConfig({ ...base, IMPORT_IDLE_TIMEOUT: '301' }), /^Error: IMPORT_IDLE_TIMEOUT must be a number of seconds from 1 to 300/);
  assert.throws(() => loadConfig({ ...base, IMPORT_IDLE_TIMEOUT: '0' }), /^Error: IMPORT_IDLE_TIMEOUT must be a number of seconds from 1 to 300/);
  // No wait would fail an import at any read the server's checkpoint holds up; an hour is a command nobody watches.
  assert.throws(() => loadConfig({ ...base, IMPORT_LOCK_WAIT: '0' }), /^Error: IMPORT_LOCK_WAIT must be a number of seconds from 1 to 3600/);
  assert.throws(() => loadConfig({ ...base, IMPORT_LOCK_WAIT: '3601' }), /^Error: IMPORT_LOCK_WAIT must be a number of seconds from 1 to 3600/);
  assert.equal(loadConfig(base).importLockWaitSeconds, 10, 'unset: 10 s');
});
