// The SDK writes an McpError's message as `MCP error <code>: <sentence>` and sends that message
// whole as the JSON-RPC error's message, beside the same code; its client, reading the error,
// builds an McpError of that message, prefixing it again. A client saw
// `MCP error -32029: MCP error -32029: Rate limit exceeded: …` (a resource read over the limit;
// each -32602 and -32002 alike), and a client of another SDK the code twice, once in the text.
// Each error answer's message is sent as the sentence alone, the code in `code`, as JSON-RPC
// has it; a client writing the code before it writes it once.
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';

/** `message` without the `MCP error <code>: ` the SDK's McpError writes before it (as often as written). */
export function sentenceOf(message: string, code: number): string {
  const prefix = `MCP error ${code}: `;
  let sentence = message;
  while (sentence.startsWith(prefix)) sentence = sentence.slice(prefix.length);
  return sentence;
}

function unprefixed(message: JSONRPCMessage): JSONRPCMessage {
  if (!('error' in message) || typeof message.error?.message !== 'string') return message;
  const sentence = sentenceOf(message.error.message, message.error.code);
  return sentence === message.error.message ? message : { ...message, error: { ...message.error, message: sentence } };
}

/** Every transport `server` connects to sends its error answers with the sentence alone. */
export function sendingErrorsOnce(server: McpServer): void {
  const protocol = server.server;
  const connect = protocol.connect.bind(protocol);
  protocol.connect = (transport: Transport) => {
    const send = transport.send.bind(transport);
    transport.send = (message, options) => send(unprefixed(message), options);
    return connect(transport);
  };
}
