-- wrk script: rotates through the request paths of the file named by WRK_PATHS (one per line)
-- and prints a one-line JSON summary (latencies in microseconds) that bench/load/wrk.ts reads.
local paths = {}
for line in io.lines(os.getenv("WRK_PATHS")) do
  if #line > 0 then paths[#paths + 1] = line end
end
local counter = 0

request = function()
  counter = counter + 1
  return wrk.format("GET", paths[(counter - 1) % #paths + 1])
end

done = function(summary, latency, requests)
  io.write(string.format(
    'WRK_JSON {"requests":%d,"durationUs":%d,"bytes":%d,"connectErrors":%d,"readErrors":%d,"writeErrors":%d,"non2xx":%d,"timeouts":%d,"p50":%d,"p90":%d,"p99":%d,"max":%d,"mean":%.1f,"paths":%d}\n',
    summary.requests, summary.duration, summary.bytes, summary.errors.connect, summary.errors.read,
    summary.errors.write, summary.errors.status, summary.errors.timeout,
    latency:percentile(50), latency:percentile(90), latency:percentile(99), latency.max, latency.mean, #paths))
end
