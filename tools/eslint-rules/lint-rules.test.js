// Proves the repository's lint rules fire: each case lints a snippet or fixture with the real
// eslint.config.js and expects the named rule to report.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: repoRoot, ignore: false });

async function rulesFiredFor(code, relativePath) {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, relativePath) });
  return result.messages.map((message) => message.ruleId);
}

const feature = (name, file) => `apps/web/src/features/${name}/${file}`;

describe('no cross-feature imports (web)', () => {
  it('rejects a feature importing another feature, relatively or through @/', async () => {
    const relative = await rulesFiredFor(
      "import { x } from '../../icons/components/x';\nexport const y = x;\n",
      feature('legal', 'components/page.ts'),
    );
    expect(relative).toContain('local/no-cross-feature-imports');
    const aliased = await rulesFiredFor(
      "import { x } from '@/features/icons/components/x';\nexport const y = x;\n",
      feature('legal', 'page.ts'),
    );
    expect(aliased).toContain('local/no-cross-feature-imports');
  });

  it('rejects shared components reaching into a feature', async () => {
    const fired = await rulesFiredFor(
      "import { x } from '../features/icons/x';\nexport const y = x;\n",
      'apps/web/src/components/shared.ts',
    );
    expect(fired).toContain('local/no-cross-feature-imports');
  });

  it('allows imports inside one feature and the app shell composing features', async () => {
    const inside = await rulesFiredFor(
      "import { x } from '../components/x';\nexport const y = x;\n",
      feature('legal', 'hooks/use-x.ts'),
    );
    expect(inside).not.toContain('local/no-cross-feature-imports');
    const shell = await rulesFiredFor(
      "import { x } from '../features/legal/x';\nexport const y = x;\n",
      'apps/web/src/app/routes.ts',
    );
    expect(shell).not.toContain('local/no-cross-feature-imports');
  });
});

describe('layer boundaries', () => {
  it('keeps the web app off the server packages and the contract off everything', async () => {
    expect(
      await rulesFiredFor(
        "import { x } from '@courtside/warehouse';\nexport const y = x;\n",
        'apps/web/src/lib/x.ts',
      ),
    ).toContain('no-restricted-imports');
    expect(
      await rulesFiredFor(
        "import { x } from '@courtside/engine';\nexport const y = x;\n",
        'packages/contract/src/x.ts',
      ),
    ).toContain('no-restricted-imports');
  });
});

describe('the engine in the web app', () => {
  const importFrom = (path) => `import { x } from '${path}';\nexport const y = x;\n`;

  it('allows only the regression and live entries, in features and elsewhere', async () => {
    for (const file of ['apps/web/src/lib/x.ts', 'apps/web/src/features/tool/x.ts']) {
      for (const path of ['@courtside/engine/regression', '@courtside/engine/live']) {
        expect(await rulesFiredFor(importFrom(path), file)).not.toContain('no-restricted-imports');
      }
      for (const path of [
        '@courtside/engine',
        '@courtside/engine/math',
        '@courtside/engine/regressionx',
        '@courtside/engine/livex',
      ]) {
        expect(await rulesFiredFor(importFrom(path), file)).toContain('no-restricted-imports');
      }
    }
  });
});

describe('warehouse packages', () => {
  const importOf = (name) => `import { x } from '@courtside/${name}';\nexport const y = x;\n`;

  it('keep the read side off the build and the build off the demo league', async () => {
    for (const name of ['ingest', 'demo-league']) {
      expect(await rulesFiredFor(importOf(name), 'packages/warehouse/src/x.ts')).toContain(
        'no-restricted-imports',
      );
    }
    expect(await rulesFiredFor(importOf('demo-league'), 'packages/ingest/src/x.ts')).toContain(
      'no-restricted-imports',
    );
    expect(await rulesFiredFor(importOf('ingest'), 'packages/demo-league/src/x.ts')).not.toContain(
      'no-restricted-imports',
    );
  });

  it('let the API read warehouses, and build them only in its tests', async () => {
    for (const name of ['ingest', 'demo-league']) {
      expect(await rulesFiredFor(importOf(name), 'apps/api/src/data/x.ts')).toContain(
        'no-restricted-imports',
      );
      expect(await rulesFiredFor(importOf(name), 'apps/api/src/data/x.test.ts')).not.toContain(
        'no-restricted-imports',
      );
      expect(await rulesFiredFor(importOf(name), 'apps/api/src/data/testing/x.ts')).not.toContain(
        'no-restricted-imports',
      );
    }
    expect(await rulesFiredFor(importOf('warehouse'), 'apps/api/src/data/x.ts')).not.toContain(
      'no-restricted-imports',
    );
  });
});

describe('icon packs of the /icons page', () => {
  it('may be imported only inside the icons feature', async () => {
    const code = "import { LuActivity } from 'react-icons/lu';\nexport const icon = LuActivity;\n";
    expect(await rulesFiredFor(code, feature('home', 'components/hero.tsx'))).toContain(
      'no-restricted-imports',
    );
    expect(await rulesFiredFor(code, feature('icons', 'api/registry.ts'))).not.toContain(
      'no-restricted-imports',
    );
    const otherPack =
      "import { FiActivity } from 'react-icons/fi';\nexport const icon = FiActivity;\n";
    expect(await rulesFiredFor(otherPack, feature('home', 'components/hero.tsx'))).not.toContain(
      'no-restricted-imports',
    );
  });
});

describe('zod in the web app', () => {
  it('is refused as a value, directly or through the contract schemas, in the web app only', async () => {
    const direct = "import { z } from 'zod';\nexport const s = z.string();\n";
    expect(await rulesFiredFor(direct, 'apps/web/src/lib/stats/x.ts')).toContain(
      'no-restricted-imports',
    );
    expect(await rulesFiredFor(direct, feature('icons', 'api/x.ts'))).toContain(
      'no-restricted-imports',
    );
    const schemas =
      "import { UserSchema } from '@courtside/contract/schemas';\nexport const s = UserSchema;\n";
    expect(await rulesFiredFor(schemas, 'apps/web/src/lib/x.ts')).toContain(
      'no-restricted-imports',
    );
    expect(await rulesFiredFor(schemas, 'apps/api/src/x.ts')).not.toContain(
      'no-restricted-imports',
    );
    // Types inferred from the schemas are erased from the bundle, so they may be imported.
    const rowType =
      "import type { User } from '@courtside/contract/schemas';\nexport type Row = User;\n";
    expect(await rulesFiredFor(rowType, 'apps/web/src/lib/x.ts')).not.toContain(
      'no-restricted-imports',
    );
  });
});

describe('the app shell', () => {
  it('may not be imported by a feature; shared components and lib may serve both', async () => {
    const code = "import { SCREENS } from '@/app/screens';\nexport const s = SCREENS;\n";
    expect(await rulesFiredFor(code, feature('home', 'components/previews.tsx'))).toContain(
      'no-restricted-imports',
    );
    expect(await rulesFiredFor(code, feature('icons', 'components/grid.tsx'))).toContain(
      'no-restricted-imports',
    );
    const shared =
      "import { SCREENS } from '@/components/layout/screens';\nexport const s = SCREENS;\n";
    expect(await rulesFiredFor(shared, feature('home', 'components/previews.tsx'))).not.toContain(
      'no-restricted-imports',
    );
  });
});

describe('other structural rules', () => {
  it('reports import cycles', async () => {
    const [result] = await eslint.lintFiles([
      path.join(repoRoot, 'tools/eslint-rules/fixtures/cycle/first.ts'),
    ]);
    expect(result.messages.map((message) => message.ruleId)).toContain('import-x/no-cycle');
  });

  it('reports files longer than 400 lines and explicit any', async () => {
    const long = Array.from({ length: 401 }, (_, i) => `export const v${i} = ${i};`).join('\n');
    expect(await rulesFiredFor(`${long}\n`, 'packages/engine/src/long.ts')).toContain('max-lines');
    expect(
      await rulesFiredFor(
        'export const f = (x: any): number => x;\n',
        'packages/engine/src/any.ts',
      ),
    ).toContain('@typescript-eslint/no-explicit-any');
  });
});
