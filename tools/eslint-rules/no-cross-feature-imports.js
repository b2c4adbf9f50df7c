// Keeps web features independent: a file in features/<a>/ may not import from features/<b>/,
// and shared code outside features/ (components/, lib/…) may not reach into any feature.
// Only the app shell (src/app/) composes features. Handles relative imports and the `@/` alias.
import path from 'node:path';

const FEATURES_SEGMENT = `${path.sep}src${path.sep}features${path.sep}`;

/** Returns { root, feature } when `file` lies inside <root>/src/features/<feature>/, else null. */
function locateFeature(file) {
  const at = file.indexOf(FEATURES_SEGMENT);
  if (at === -1) return null;
  const rest = file.slice(at + FEATURES_SEGMENT.length);
  const feature = rest.split(path.sep)[0];
  return feature ? { srcRoot: file.slice(0, at + `${path.sep}src`.length), feature } : null;
}

function srcRootOf(file) {
  const marker = `${path.sep}apps${path.sep}web${path.sep}src`;
  const at = file.indexOf(marker);
  return at === -1 ? null : file.slice(0, at + marker.length);
}

function resolveTarget(file, source) {
  if (source.startsWith('.')) return path.resolve(path.dirname(file), source);
  if (source.startsWith('@/')) {
    const root = srcRootOf(file);
    return root ? path.join(root, source.slice(2)) : null;
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noCrossFeatureImports = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid imports between web features and from shared code into features' },
    messages: {
      crossFeature:
        "Feature '{{from}}' may not import from feature '{{to}}'. Move the shared piece to src/components, src/lib or the contract.",
      sharedIntoFeature:
        "Shared code may not import from feature '{{to}}'; only src/app composes features.",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const root = srcRootOf(file);
    if (!root) return {};
    const own = locateFeature(file);
    const isAppShell = file.startsWith(path.join(root, 'app') + path.sep);
    function check(node) {
      const source = node.source && node.source.value;
      if (typeof source !== 'string') return;
      const target = resolveTarget(file, source);
      if (!target) return;
      const targetFeature = locateFeature(target + path.sep);
      if (!targetFeature) return;
      if (own && own.feature !== targetFeature.feature) {
        context.report({
          node: node.source,
          messageId: 'crossFeature',
          data: { from: own.feature, to: targetFeature.feature },
        });
      } else if (!own && !isAppShell) {
        context.report({
          node: node.source,
          messageId: 'sharedIntoFeature',
          data: { to: targetFeature.feature },
        });
      }
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression(node) {
        if (node.source.type === 'Literal') check({ source: node.source });
      },
    };
  },
};

export default {
  meta: { name: 'courtside-local' },
  rules: { 'no-cross-feature-imports': noCrossFeatureImports },
};
