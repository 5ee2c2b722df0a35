// createMcpServer: the seven tools, the company resource template and the kyb_check prompt over
// one Services. Stateless: HTTP builds one per request (any replica answers any request), stdio
// builds one per process.
import { readFileSync } from 'node:fs';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { Services } from '../services/index.ts';
import { registerCompanyResource } from './resources.ts';
import { registerSourcesResource } from './sources-resource.ts';
import { registerKybPrompt } from './prompts.ts';
import { RATE_LIMIT_GROUPS } from '../domain/rate-limits.ts';
import { admitterFor, MCP_COUNTED, PERSON_TOOLS } from './tool-results.ts';
import type { ClientRateLimit, ToolDeps } from './tool-results.ts';
import { registerTools, TOOL_NAMES } from './tools/index.ts';
import { registerAnsweringUnknownTools } from './unknown-tool.ts';
import { listToolsOnce } from './tool-list-once.ts';
import { registerCheckingParams } from './request-params.ts';
import { processingTaskRequestsNormally } from './task-requests.ts';
import { announcingNoListChanges } from './list-changes-unannounced.ts';
import { sendingErrorsOnce } from './error-message-once.ts';

export interface McpServerDeps {
  services: Services;
  /** Counts tool calls and resource reads against the rate-limit groups of one client; left out over stdio. */
  rateLimit?: ClientRateLimit;
  /** Told about internal failures (a tool still answers the model with an error result). */
  onError?: (err: unknown) => void;
}

const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { name: string; version: string };

const INSTRUCTIONS = [
  'Company registry data of Latvia (LV), Lithuania (LT), Estonia (EE) and Finland (FI) from the official open',
  'data of each register, plus sanctions screening. Read-only; no key needed.',
  'Start with search_companies (name, address or number) to get a company\'s regcode and country, then call',
  'get_company_details, get_company_compliance or get_company_financials with them.',
  // Asked for "new companies registered this week in Estonia" or "bankrupt companies", a model searched
  // those words and was told to try fewer or different words, as for a name it had mistyped.
  'No tool lists companies by registration date, status, trade or town: each is found by its name, number or address.',
  PERSON_TOOLS,
  'Registration numbers: LV 11 digits, EE 8 digits, LT 9 digits (older ones 7 or 8), FI business ID NNNNNNN-N; VAT numbers',
  '(LV40003032949, FI01120389) are accepted. Pass country when a number exists in several countries, unless sent with its',
  'register\'s label (registrikood 11058424: EE).',
  'Answers name their source files by id and date (sources: lv.register); the resource registry://sources gives each one\'s',
  'title, publisher, url and licence, to cite the authority.',
];

/**
 * The instructions a client hands its model. The rate limit is named only where calls are
 * counted (HTTP with limits on): over stdio a model told of a limit would pace itself for none.
 */
export function serverInstructions(rateLimited: boolean): string {
  const per = (group: keyof typeof RATE_LIMIT_GROUPS) => `${RATE_LIMIT_GROUPS[group].max} per ${RATE_LIMIT_GROUPS[group].windowSeconds} seconds`;
  const limit = `Tool calls and resource reads share a limit of ${per('company')} per client, but ${MCP_COUNTED.personCheck} (${per('personCheck')}) `
    + `and ${MCP_COUNTED.newRegistrations} (${per('newRegistrations')}) have their own; an over-limit answer says how long to wait.`;
  return [...INSTRUCTIONS, ...(rateLimited ? [limit] : [])].join('\n');
}

export function createMcpServer(deps: McpServerDeps): McpServer {
  const server = new McpServer(
    { name: pkg.name, version: pkg.version, title: 'Baltic and Finnish company registry' },
    { instructions: serverInstructions(deps.rateLimit !== undefined) },
  );
  const toolDeps: ToolDeps = { services: deps.services, admit: admitterFor(deps.rateLimit), onError: deps.onError };
  // A malformed tools/call, resources/read or prompts/get is invalid params naming the field.
  registerCheckingParams(server, () => {
    registerAnsweringUnknownTools(server, TOOL_NAMES, () => registerTools(server, toolDeps));
    listToolsOnce(server, (other) => registerTools(other, toolDeps));
    registerCompanyResource(server, toolDeps);
    registerSourcesResource(server, toolDeps);
    registerKybPrompt(server);
  });
  // A request asking for a task is answered at once, as by a server that runs none.
  processingTaskRequestsNormally(server);
  // The lists never change while the process runs, and no notification of a change is ever sent.
  announcingNoListChanges(server);
  // An error's message is its sentence alone, which a client prefixes with the code once.
  sendingErrorsOnce(server);
  return server;
}
