/**
 * The layer rule of the hexagonal architecture (see docs/architecture.md), checked in CI:
 *
 *   domain     imports nothing of ours and no framework
 *   ports      import domain only
 *   application (the use cases) imports ports and domain, and no framework
 *   adapters   import ports and domain
 *   ui         imports ports and domain, never adapters or the container
 *   container  (the composition root) is the only place that imports adapters
 *   app        (Next.js routes) reads content through the application layer; takes only
 *              services that serve no content (logger, URL builders, ...) from the container;
 *              never imports adapters
 *   studio/    (the Sanity Studio, a separate app) imports the domain only; the site never
 *              imports it
 *
 * and the manifests tell the truth: every package a file imports is declared in the
 * package.json nearest to it (studio/package.json for the Studio, the root one for everything
 * else), and what the site runs on is a dependency, not a devDependency.
 * tests/unit/architecture/studio-manifest.test.ts keeps studio/package.json in step with the root.
 */
const FRAMEWORKS = '(@types/)?(next|react|react-dom|@sanity/[^/]+|three|gsap|lenis|lottie-web)'

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'The domain imports nothing of ours: it is the centre everything else depends on.',
      severity: 'error',
      from: { path: '^src/domain/' },
      to: { path: '^src/(?!domain/)' },
    },
    {
      name: 'ports-import-domain-only',
      comment: 'Ports are interfaces over domain types; they know no adapter, UI or route.',
      severity: 'error',
      from: { path: '^src/ports/' },
      to: { path: '^src/(?!(domain|ports)/)' },
    },
    {
      name: 'no-frameworks-in-domain-or-ports',
      comment: 'Frameworks and vendor SDKs belong in adapters and ui, never in domain or ports.',
      severity: 'error',
      from: { path: '^src/(domain|ports)/' },
      to: { path: `node_modules/${FRAMEWORKS}/` },
    },
    {
      name: 'application-imports-ports-and-domain',
      comment: 'The use cases depend on ports only; the container decides what stands behind them.',
      severity: 'error',
      from: { path: '^src/application/' },
      to: { path: '^src/(?!(domain|ports|application)/)' },
    },
    {
      name: 'no-frameworks-in-the-application',
      comment:
        'Use cases know no framework: they run the same under Next.js, in a script or a test.',
      severity: 'error',
      from: { path: '^src/application/' },
      to: { path: `node_modules/${FRAMEWORKS}/` },
    },
    {
      name: 'app-reads-content-through-the-application',
      comment:
        'Routes and route handlers stay thin: content (pages, settings, drafts, publishes, asset files) comes from the use cases in src/application, never from a content port taken out of the container. They may take services that serve no content from the container: add a port to this list only when that is what it is. Type-only imports are allowed: a route may name the shape of what the application hands it.',
      severity: 'error',
      from: { path: '^src/app/' },
      to: {
        path: '^src/ports/',
        pathNot:
          '^src/ports/(logger|image-url-builder|file-url-builder|preview-access|rate-limiter|request-cookies)\\.ts$',
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'adapters-import-ports-and-domain',
      comment: 'An adapter implements a port; it never reaches into ui, routes or the container.',
      severity: 'error',
      from: { path: '^src/adapters/' },
      to: { path: '^src/(ui|app|application|container)/' },
    },
    {
      name: 'ui-never-imports-adapters',
      comment: 'UI gets adapters only through ports (and React context), never directly.',
      severity: 'error',
      from: { path: '^src/ui/' },
      to: { path: '^src/(adapters|container|app)/' },
    },
    {
      name: 'only-the-composition-root-imports-adapters',
      comment: 'Which adapter stands behind a port is decided in src/container alone.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/(container|adapters)/' },
      to: { path: '^src/adapters/' },
    },
    {
      name: 'studio-imports-domain-only',
      comment:
        "The Studio shares the domain's content rules and nothing else of the site: no adapter, UI or configuration goes into the editors' bundle.",
      severity: 'error',
      from: { path: '^studio/' },
      to: { path: '^(src/(?!domain/)|tests/|scripts/)' },
    },
    {
      name: 'nothing-imports-the-studio',
      comment: 'The site never loads the Studio, so visitors download none of it.',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^studio/' },
    },
    {
      name: 'imports-are-declared',
      comment:
        "Every package a file imports is declared in the package.json nearest to it: studio/package.json for the Studio (Sanity's CLI reads it), the root one for src, scripts, tests and the configs. A package that is there only because another one depends on it can go, or change major, with that package's next release.",
      severity: 'error',
      from: {},
      to: { dependencyTypes: ['npm-no-pkg', 'npm-unknown'] },
    },
    {
      name: 'imports-resolve',
      comment:
        'Every import resolves to a file: a package imported but not installed at all is no declared dependency either.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: 'the-site-runs-on-dependencies',
      comment:
        "What the site runs, on the server or in the browser, is a dependency: devDependencies are for building, testing and measuring it (scripts, tests and the configs import them freely). Type-only imports are erased, so they may name a devDependency's types. The service worker is the exception: Serwist's CLI, a build tool, compiles it with its runtime into public/sw.js at build time, and Serwist's own setup installs that runtime as a devDependency.",
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/service-worker/' },
      to: { dependencyTypes: ['npm-dev'], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'no-circular',
      comment: 'Cycles make modules impossible to understand or test on their own.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Type-only imports count: a type from an adapter in the UI is still a dependency on it.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    // Built Studios (studio/dist) and the Studio's runtime folder are output, not source.
    exclude: { path: ['\\.(css|svg|png)$', '^studio/(dist|\\.sanity)/'] },
  },
}
