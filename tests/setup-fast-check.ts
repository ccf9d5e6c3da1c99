import fc from 'fast-check';

// Property tests explore new random cases on every developer run. In CI a fixed seed makes a landing
// reproducible: a failure there can be replayed exactly, and a rare case found locally is fixed before
// it can block a merge by chance.
if (process.env.CI) fc.configureGlobal({ seed: 20261121 });
