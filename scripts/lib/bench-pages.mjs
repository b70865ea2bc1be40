// The pages every performance measurement loads: one of each kind, in both docs versions.

export const BENCH_PAGES = [
  { kind: 'home', path: '/Pulsarr/' },
  { kind: 'guide 0.6.4', path: '/Pulsarr/docs/installation/quick-start' },
  { kind: 'API op 0.6.4', path: '/Pulsarr/docs/api/approve-and-execute-request' },
  { kind: 'guide Latest', path: '/Pulsarr/docs/latest/installation/quick-start' },
  { kind: 'API op Latest', path: '/Pulsarr/docs/latest/api/approve-and-execute-request' },
];
