// What the rest of the code base uses of src/mcp (the only layer that imports the MCP SDK).
export { createMcpServer } from './server.ts';
export type { McpServerDeps } from './server.ts';
export { createMcpHttpHandler } from './http-handler.ts';
export type { McpHttpDeps, McpHttpHandler } from './http-handler.ts';
export { serveMcpOverStdio } from './stdio.ts';
