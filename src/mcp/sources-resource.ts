// The resource registry://sources: every source file the answers name by id and date (a company's
// sources: lv.register as of 2026-11-29), with its title, publisher, address and licence. The
// answers carry the id alone, to keep them and tools/list short, and a model quoting a fact could
// not name the authority behind it, while /readyz, which holds these, is no MCP request. A client
// lists it with resources/list (it costs tools/list nothing) and the instructions name it.
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { rateLimitedError } from './tool-results.ts';
import type { ToolDeps } from './tool-results.ts';

export const SOURCES_URI = 'registry://sources';

export function registerSourcesResource(server: McpServer, deps: ToolDeps): void {
  server.registerResource('sources', SOURCES_URI, {
    title: 'Data sources',
    description: 'The official files the answers\' sources name by id (lv.register), as JSON: for each its name, country, title, ' +
      'publisher (the authority to cite), url, licence, updateFrequency and asOf, the date of the data served; generated ' +
      'true where the rows are the demo dataset\'s, not the publisher\'s.',
    mimeType: 'application/json',
  }, async (uri) => {
    const denied = await deps.admit();
    if (denied) throw rateLimitedError(denied.retryAfter);
    const info = deps.services.datasetInfo();
    const sources = info.sources.map((s) => ({
      name: s.source, country: s.country, title: s.title, publisher: s.publisher, url: s.url, licence: s.licence,
      updateFrequency: s.updateFrequency, asOf: s.asOf, generated: s.generated,
    }));
    return { contents: [{ uri: uri.href, mimeType: 'application/json', text: JSON.stringify({ datasetVersion: info.version, sources }) }] };
  });
}
