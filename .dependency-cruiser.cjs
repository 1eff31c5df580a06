/**
 * Which way imports may point (run by lib/layering.test.ts; `npx depcruise lib app db inngest
 * components` prints the same). app → lib → db: the database layer knows nothing of the service,
 * the service nothing of its pages and routes, the engine nothing of storage or HTTP. Test code
 * (tests, their helpers and the fuzz harness) may import anything; product code never imports it.
 */
const TEST_CODE = [
  '\\.(test|spec)\\.tsx?$',
  '(^|/)testing(/|\\.ts$)',
  '(^|/)test-[^/]*\\.ts$',
  '(^|/)fixtures?(/|\\.ts$)',
  '(^|/)test-fixtures\\.ts$',
  '^lib/api/fuzz/',
  '^e2e/',
  '^bench/',
  '^eval/',
];
/** developers' scripts: run by hand, imported by nothing */
const DEV_TOOLS = ['^lib/engine/render/preview\\.ts$'];
const TEST = `(${[...TEST_CODE, ...DEV_TOOLS].join('|')})`;
/** what the jsonb columns hold (db/types.ts types them): shapes made by the engine and the services */
const STORED_SHAPES = '^lib/(schemas/[^/]+|engine/cv/types|engine/render/json-resume-schema)\\.ts$';

module.exports = {
  forbidden: [
    {
      name: 'db-is-the-bottom-layer',
      comment: 'db/ holds the schema, migrations and queries; it imports nothing of lib/, app/ or the jobs but the types of what its jsonb columns hold',
      severity: 'error',
      from: { path: '^db/', pathNot: TEST },
      to: { path: '^(lib|app|inngest|components)/', pathNot: STORED_SHAPES },
    },
    {
      name: 'db-types-its-json-only',
      comment: 'the shapes db/types.ts gives its jsonb columns are types: db/ runs none of lib/',
      severity: 'error',
      from: { path: '^db/', pathNot: TEST },
      to: { path: STORED_SHAPES, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'lib-does-not-import-app',
      comment: 'routes and pages call lib/; lib/ never reaches back into app/',
      severity: 'error',
      from: { path: '^(lib|inngest)/', pathNot: TEST },
      to: { path: '^app/' },
    },
    {
      name: 'pages-read-through-lib',
      comment: 'pages, actions and components call lib/ (which keeps each read to its organisation), not the queries',
      severity: 'error',
      from: { path: '^(app|components)/', pathNot: TEST },
      to: { path: '^db/queries/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'product-does-not-import-tests',
      comment: 'test helpers and the fuzz harness are for tests only',
      severity: 'error',
      from: { path: '^(lib|app|db|inngest|components)/', pathNot: TEST },
      to: { path: TEST },
    },
    {
      name: 'engine-is-pure',
      comment: 'lib/engine turns bytes and records into reports: no storage, no HTTP, no routes, no jobs',
      severity: 'error',
      from: { path: '^lib/engine/', pathNot: TEST },
      to: { path: '^(lib/api|lib/jobs|app|db|inngest)/' },
    },
    {
      name: 'no-module-cycles',
      severity: 'error',
      from: { path: '^(lib|app|db|inngest|components)/', pathNot: TEST },
      to: { circular: true, viaOnly: { pathNot: TEST } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^node_modules|^\\.next|^\\.data)' },
    tsPreCompilationDeps: true,
    // resolves '@/…' like tsconfig.json; bare names go to node_modules (tsconfig's path mapping
    // would take `inngest` for the local inngest/ folder)
    webpackConfig: { fileName: '.dependency-cruiser-resolve.cjs' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], mainFields: ['module', 'main', 'types'] },
  },
};
