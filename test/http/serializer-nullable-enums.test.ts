// The answers' serialisers are built from the route schemas with each nullable enum written as a
// type list (http/lazy-compilers.ts): the same JSON, without fast-json-stringify running Ajv to pick
// an anyOf's branch (compiling the whole shared schema the enum sits in, a quarter of a second on
// the first answer of a company's details at national size).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Ajv } from 'ajv';
import Fastify from 'fastify';
import { Type } from 'typebox';
import { nullableScalarsAsTypeLists, lazySchemaController } from '../../src/http/lazy-compilers.ts';
import { Nullable, TextEnum } from '../../src/http/schemas/common.ts';

const Company = Type.Object({
  name: Type.String(),
  status: Nullable(TextEnum(['active', 'closed'], 'Status')),
  owners: Type.Array(Type.Object({ country: Nullable(TextEnum(['LV', 'EE'])), share: Nullable(Type.Number()) })),
}, { $id: 'CompanyForTest' });

const ANSWERS = [
  { name: 'A', status: 'active', owners: [{ country: 'LV', share: 50 }, { country: null, share: null }] },
  { name: 'B', status: null, owners: [] },
  { name: 'C "quoted"', status: 'closed', owners: [{ country: 'EE', share: 12.5 }] },
];

test('a nullable enum is serialised as JSON.stringify writes it, with no Ajv run, and the schema itself keeps its anyOf', async () => {
  const app = Fastify({ schemaController: lazySchemaController });
  app.addSchema(Company);
  app.get('/:i', { schema: { response: { 200: Type.Ref('CompanyForTest') } } }, async (req) => ANSWERS[Number((req.params as { i: string }).i)]);
  await app.ready();
  // Counted where fast-json-stringify's validator reads a branch's compiled check.
  const proto = Ajv.prototype as unknown as { getSchema: (...args: unknown[]) => unknown };
  const getSchema = proto.getSchema;
  let ajvReads = 0;
  proto.getSchema = function (this: unknown, ...args: unknown[]) {
    ajvReads++;
    return getSchema.apply(this, args);
  };
  try {
    for (const [i, answer] of ANSWERS.entries()) {
      const res = await app.inject(`/${i}`);
      assert.equal(res.statusCode, 200);
      assert.equal(res.body, JSON.stringify(answer));
    }
  } finally {
    proto.getSchema = getSchema;
    await app.close();
  }
  assert.equal(ajvReads, 0, 'no Ajv validator picks the branch');
  assert.deepEqual((Company.properties.status as { anyOf?: { type: string }[] }).anyOf?.map((o) => o.type), ['string', 'null']);
});

test('only an anyOf of one scalar type and null is rewritten', () => {
  const enumOrNull = Nullable(TextEnum(['LV', 'EE'], 'Country'));
  assert.deepEqual(nullableScalarsAsTypeLists(enumOrNull), { type: ['string', 'null'], enum: ['LV', 'EE'], description: 'Country' });
  const objectOrNull = Type.Union([Type.Object({ a: Type.String() }), Type.Null()]);
  assert.equal(nullableScalarsAsTypeLists(objectOrNull), objectOrNull);
  const twoTexts = Type.Union([TextEnum(['a']), TextEnum(['b'])]);
  assert.equal(nullableScalarsAsTypeLists(twoTexts), twoTexts);
});
