/**
 * The nginx configuration of the local cluster: one port in front of the API nodes. Pure, so
 * the retry rules — the part that decides whether a request is lost or done twice — are tested
 * without starting anything. docs/deploy.md ("Running on several machines") shows the same
 * rules for a real deployment.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export interface NginxLayout {
  /** Folder of nginx's pid, logs and temp files (the -p prefix); absolute. */
  readonly prefix: string;
  /** Where nginx listens, on 127.0.0.1. */
  readonly listenPort: number;
  /** The API nodes, each on 127.0.0.1. */
  readonly upstreamPorts: readonly number[];
}

/** Response header naming the node(s) a request went to, for the bench's accounting. */
export const UPSTREAM_HEADER = 'x-upstream';
/** Response header repeating the request's method and path, for the same. */
export const REQUEST_HEADER = 'x-request';

/** How long a node that failed a connection is left out before nginx tries it again. */
export const FAIL_TIMEOUT_SECONDS = 10;

const TEMP_FOLDERS = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'] as const;

/** The temp folders nginx needs inside the prefix (its compiled-in ones are root's). */
export const nginxTempDirs = (prefix: string): string[] =>
  TEMP_FOLDERS.map((name) => join(prefix, 'temp', name));

export function nginxConfig(layout: NginxLayout): string {
  const { prefix, listenPort, upstreamPorts } = layout;
  if (upstreamPorts.length === 0) throw new Error('nginx needs at least one API node');
  if (/[\s;{}'"]/.test(prefix)) {
    throw new Error(`The nginx prefix must not hold spaces, quotes, ; or braces: ${prefix}`);
  }
  const temps = TEMP_FOLDERS.map(
    (name) => `  ${name}_temp_path ${join(prefix, 'temp', name)};`,
  ).join('\n');
  const servers = upstreamPorts
    .map(
      (port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=${FAIL_TIMEOUT_SECONDS}s;`,
    )
    .join('\n');
  return `# Written by npm run cluster: nginx in front of ${upstreamPorts.length} Courtside API nodes.
worker_processes 1;
pid ${join(prefix, 'nginx.pid')};
error_log ${join(prefix, 'error.log')} warn;

events {
  worker_connections 4096;
}

http {
  log_format upstreams '$remote_addr "$request" $status $upstream_addr $upstream_status $request_time';
  access_log ${join(prefix, 'access.log')} upstreams buffer=64k flush=1s;
${temps}

  upstream courtside_api {
    # A node that refuses a connection is left out for ${FAIL_TIMEOUT_SECONDS} s, then tried again.
${servers}
    keepalive 32;
  }

  server {
    listen 127.0.0.1:${listenPort};
    client_max_body_size 1m;

    location / {
      proxy_pass http://courtside_api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      # The nodes run with TRUST_PROXY=true and count a client by the first address of this
      # header. Appending keeps an address the load generator sets (it plays many clients);
      # an edge nginx facing the internet sets $remote_addr instead, so no client picks its own.
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # Another node is tried only when this one could not be reached or did not answer: a
      # refused connection (a node down) or a time-out. Never on an answer: a 502/503/504
      # from a node is its verdict (a 503 is its data queue refusing work, and retrying it
      # elsewhere would multiply the load that caused it). nginx also never retries a POST once
      # it has been sent, so an account action runs at most once; one that was in flight to a
      # node that died is lost (502), everything else goes through.
      proxy_next_upstream error timeout;
      proxy_next_upstream_timeout 10s;
      proxy_connect_timeout 1s;
      proxy_read_timeout 60s;
      add_header X-Upstream $upstream_addr always;
      add_header X-Request "$request_method $uri" always;
    }
  }
}
`;
}

export const NGINX_BINARY = '/usr/sbin/nginx';

export const NGINX_MISSING =
  `nginx is not installed (${NGINX_BINARY} is missing). Install Debian's package, then run ` +
  'this again:\n  sudo apt-get install -y nginx-light   # or: nginx\n' +
  'The cluster runs its own nginx in a temporary folder; the system service is not used.';

/** Debian's nginx binary, or null when the package is not installed. */
export const findNginx = (binary = NGINX_BINARY): string | null =>
  existsSync(binary) ? binary : null;

/**
 * The nodes a response went through, in order, from its X-Upstream header: nginx separates the
 * servers it tried with ", " (and internal redirects with " : "), so a retried request names
 * the node that failed first.
 */
export function upstreamsOf(header: string | undefined): string[] {
  if (header === undefined) return [];
  return header
    .split(/\s*,\s*|\s+:\s+/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}
