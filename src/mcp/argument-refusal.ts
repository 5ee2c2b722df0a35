// A tool call with a bad argument is answered by the SDK's input validation, whose error result
// the model reads as text: `MCP error -32602: Input validation error: Invalid arguments for tool
// get_company_details: ` (the JSON-RPC code of an error the call is not, and the tool the model
// has just called) came before every refusal, 85 to 95 bytes of 130 for `limit must be at most
// 100`. And an argument sent under another name (`{"id": "40003123456"}`) was told twice: as the
// required argument left out, with its whole description (`regcode is required: LV 11 digits …`,
// 330 bytes), and as the unknown one, `id: send it as regcode`, which is all there is to do.
// The result keeps every sentence that says something else, in the SDK's order.
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';

const refusalPrefix = (tool: string) => `MCP error -32602: Input validation error: Invalid arguments for tool ${tool}: `;

/** `argument is required: … at argument`, the line of an argument left out. */
const REQUIRED = /^(\w+) is required: .* at \1$/;

/**
 * The lines of a refusal without the required argument's line where the unknown arguments' line
 * tells the model to send one of them as that argument (`id: send it as regcode`,
 * `fullName: send the person's full name as name`).
 */
function withoutRequiredTold(lines: readonly string[]): string[] {
  const unknown = lines.find((line) => line.startsWith('Unknown argument'));
  if (!unknown) return [...lines];
  return lines.filter((line) => {
    const argument = REQUIRED.exec(line)?.[1];
    return argument === undefined || !new RegExp(`: [^.]*\\bas ${argument}\\b`).test(unknown);
  });
}

/** `result` of a call to `tool`, its refusal of an argument told without the SDK's prefix and the lines it repeats. */
export function argumentRefusalShortened(tool: string, result: CallToolResult): CallToolResult {
  // A result of another shape (a task's, with no content) is passed on as it came.
  const block = Array.isArray(result.content) && result.content.length === 1 ? result.content[0] : undefined;
  const prefix = refusalPrefix(tool);
  if (result.isError !== true || block?.type !== 'text' || !block.text.startsWith(prefix)) return result;
  const text = withoutRequiredTold(block.text.slice(prefix.length).split('\n')).join('\n');
  return { ...result, content: [{ ...block, text }] };
}
