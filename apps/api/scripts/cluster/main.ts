/**
 * npm run cluster [-- --data-dir DIR] [--nodes N] [--port P] [--database-url URL] [--redis URL]
 *
 * Courtside on several API nodes on this machine, as it runs on several machines: three
 * production nodes (the built server) on their own ports sharing the local PostgreSQL
 * (database courtside_cluster, created when missing), Redis and one session key, behind
 * Debian's nginx on one port (default 8080). The warehouse is DIR/warehouse.duckdb (default: the
 * sample demo league, built on the first run). Prints the URL and runs until Ctrl-C, which stops
 * nginx, then every node, and removes the temporary folder of the logs.
 */
import { startCluster } from './cluster';
import { runScript } from './run-script';
import { CLUSTER_USAGE, parseClusterOptions } from './options';

await runScript('cluster', CLUSTER_USAGE, async (signal) => {
  const options = parseClusterOptions(process.argv.slice(2));
  const cluster = await startCluster(options, (label) => console.log(`==> ${label}`));
  try {
    console.log(
      `\nCourtside runs on ${cluster.nodes.length} API nodes behind nginx: ${cluster.url}`,
    );
    if (!cluster.webServed) {
      console.log('(the web app is not built: the nodes serve the API only; `npm run build`)');
    }
    for (const node of cluster.nodes) {
      console.log(
        `  node ${node.index}: ${node.base} (pid ${node.process.pid}, log ${node.process.logFile})`,
      );
    }
    console.log(`  nginx: ${cluster.prefix}/nginx.conf, access log ${cluster.prefix}/access.log`);
    console.log('Ctrl-C stops everything.');
    let stopping = false;
    for (const node of cluster.nodes) {
      // nginx leaves a dead node out and the others serve on: say so, and keep running.
      void node.process.exited.then((code) => {
        if (!stopping) console.log(`node ${node.index} exited with ${code} (see its log)`);
      });
    }
    const received = await signal;
    stopping = true;
    console.log(`\n${received}: stopping nginx and the nodes…`);
  } finally {
    await cluster.stop();
  }
  return 0;
});
