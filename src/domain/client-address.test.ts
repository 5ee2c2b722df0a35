import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loggableAddress } from './client-address.ts';

test('a truncated address keeps the network: an IPv4 /24, an IPv6 /48', () => {
  assert.equal(loggableAddress('203.0.113.77', 'truncated'), '203.0.113.0');
  assert.equal(loggableAddress('::ffff:198.51.100.9', 'truncated'), '::ffff:198.51.100.0');
  assert.equal(loggableAddress('2001:db8:85a3:8d3:1319:8a2e:370:7348', 'truncated'), '2001:db8:85a3::');
  assert.equal(loggableAddress('2001:0DB8:0a0b:12f0::1', 'truncated'), '2001:db8:a0b::');
  assert.equal(loggableAddress('2001:db8::7', 'truncated'), '2001:db8::');
  assert.equal(loggableAddress('fe80::1%eth0', 'truncated'), 'fe80::');
});

test('full keeps the address, off leaves it out', () => {
  assert.equal(loggableAddress('203.0.113.77', 'full'), '203.0.113.77');
  assert.equal(loggableAddress('203.0.113.77', 'off'), undefined);
});
