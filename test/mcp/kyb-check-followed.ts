// The kyb_check walk-through read as a model follows it: the calls its steps write out
// (`get_company_compliance(regcode, country, candidates: true)`), made with the arguments they name.
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { callTool } from './client.ts';

/** The walk-through's text for a company (and country). */
export async function kybCheckText(client: Client, args: Record<string, string>): Promise<string> {
  const prompt = await client.getPrompt({ name: 'kyb_check', arguments: args });
  const content = prompt.messages[0]?.content;
  if (content?.type !== 'text') throw new Error('kyb_check gave no text');
  return content.text;
}

/**
 * The arguments of the first call of `tool` the text writes out, `tool(regcode, country, years: 5)`:
 * a bare name is filled from `known`, `name: value` is the value as JSON.
 */
export function argumentsOfCall(text: string, tool: string, known: Record<string, string>): Record<string, unknown> {
  const written = new RegExp(`\\b${tool}\\(([^)]*)\\)`).exec(text);
  if (written === null) throw new Error(`the walk-through writes out no call of ${tool}`);
  const args: Record<string, unknown> = {};
  for (const part of written[1]!.split(',').map((p) => p.trim()).filter((p) => p !== '')) {
    const [name, value] = part.split(':').map((p) => p.trim()) as [string, string | undefined];
    args[name] = value === undefined ? known[name] : JSON.parse(value);
  }
  return args;
}

/** Calls `tool` as the walk-through writes it out. */
export async function callAsWritten(client: Client, text: string, tool: string, known: Record<string, string>): Promise<CallToolResult> {
  return await callTool(client, tool, argumentsOfCall(text, tool, known));
}
