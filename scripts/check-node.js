// Fails loudly when npm runs the project on a Node older than the pinned 24:
// the `node` package puts Node 24 first on PATH for run-scripts; this guards against a broken install.
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(`Node ${process.versions.node} is running; this project needs Node >= 24 (run "npm ci" to install the pinned runtime).`);
  process.exit(1);
}
