import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { findNginx, nginxConfig, nginxTempDirs, upstreamsOf } from './nginx-config';

const layout = {
  prefix: '/tmp/courtside-cluster-x',
  listenPort: 8080,
  upstreamPorts: [4001, 4002, 4003],
};

describe('nginxConfig', () => {
  const conf = nginxConfig(layout);

  it('listens on one port and balances over every node', () => {
    expect(conf).toContain('listen 127.0.0.1:8080;');
    for (const port of layout.upstreamPorts) {
      expect(conf).toContain(`server 127.0.0.1:${port} max_fails=1 fail_timeout=10s;`);
    }
    expect(conf).toContain('proxy_pass http://courtside_api;');
  });

  it('retries another node only when one cannot be reached, never on its answer', () => {
    const retry = conf.match(/^\s*proxy_next_upstream ([^;]*);/m)?.[1];
    expect(retry).toBe('error timeout');
    // A 503 is a node's data queue refusing work; POSTs are never resent once sent.
    expect(conf).not.toMatch(/http_50[234]/);
    expect(conf).not.toContain('non_idempotent');
  });

  it('passes the client address and keeps everything nginx writes in the prefix', () => {
    expect(conf).toContain('proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;');
    expect(conf).toContain('add_header X-Upstream $upstream_addr always;');
    expect(conf).toContain('add_header X-Request "$request_method $uri" always;');
    expect(conf).toContain('pid /tmp/courtside-cluster-x/nginx.pid;');
    expect(conf).toContain('proxy_temp_path /tmp/courtside-cluster-x/temp/proxy;');
    const paths = [...conf.matchAll(/\s(\/[^\s;]+)/g)].map((match) => match[1] ?? '');
    expect(paths.every((path) => path.startsWith(layout.prefix))).toBe(true);
  });

  it('refuses no nodes, and a prefix that would break the file', () => {
    expect(() => nginxConfig({ ...layout, upstreamPorts: [] })).toThrow('at least one API node');
    expect(() => nginxConfig({ ...layout, prefix: '/tmp/a b' })).toThrow('must not hold spaces');
    expect(() => nginxConfig({ ...layout, prefix: '/tmp/a;b' })).toThrow('must not hold');
  });

  const nginx = findNginx();
  it.skipIf(nginx === null)('is a configuration nginx accepts (nginx -t)', async () => {
    const prefix = await mkdtemp(join(tmpdir(), 'courtside-nginx-test-'));
    try {
      for (const dir of nginxTempDirs(prefix)) await mkdir(dir, { recursive: true });
      const file = join(prefix, 'nginx.conf');
      await writeFile(file, nginxConfig({ ...layout, prefix }));
      const { stderr } = await promisify(execFile)(nginx ?? '', ['-t', '-p', prefix, '-c', file]);
      expect(stderr).toContain('test is successful');
    } finally {
      await rm(prefix, { recursive: true, force: true });
    }
  });
});

describe('findNginx', () => {
  it('is null when the binary is missing', () => {
    expect(findNginx('/nonexistent/nginx')).toBeNull();
  });
});

describe('upstreamsOf', () => {
  it('lists the nodes nginx tried, in order', () => {
    expect(upstreamsOf('127.0.0.1:4002')).toEqual(['127.0.0.1:4002']);
    expect(upstreamsOf('127.0.0.1:4002, 127.0.0.1:4003')).toEqual([
      '127.0.0.1:4002',
      '127.0.0.1:4003',
    ]);
    expect(upstreamsOf('127.0.0.1:4002 : 127.0.0.1:4001')).toEqual([
      '127.0.0.1:4002',
      '127.0.0.1:4001',
    ]);
    expect(upstreamsOf(undefined)).toEqual([]);
    expect(upstreamsOf('')).toEqual([]);
  });
});
