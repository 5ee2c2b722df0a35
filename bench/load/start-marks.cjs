// Preloaded into a server by starts-ab.ts (`node --require`): the CPU the process has used (user +
// system, µs precision) when its port opens, when its first request arrives and when its first
// 200 is sent, written to stderr as one line `START-MARKS {...}`. CPU rather than wall time: on a
// shared machine the wall time of a start mostly measures the others' load.
'use strict';
const net = require('node:net');
const http = require('node:http');
const fs = require('node:fs');

const at = () => {
  const u = process.cpuUsage();
  return { cpuMs: Math.round((u.user + u.system) / 1000), sinceStartMs: Math.round(performance.now()) };
};
const marks = {};
const listen = net.Server.prototype.listen;
net.Server.prototype.listen = function (...args) {
  this.once('listening', () => { marks.listening ??= at(); });
  return listen.apply(this, args);
};
const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function (event, ...args) {
  if (event === 'request') marks.request ??= at();
  return emit.call(this, event, ...args);
};
const end = http.ServerResponse.prototype.end;
http.ServerResponse.prototype.end = function (...args) {
  if (this.statusCode === 200 && marks.answer === undefined) {
    marks.answer = at();
    fs.writeSync(2, `START-MARKS ${JSON.stringify(marks)}\n`);
  }
  return end.apply(this, args);
};
