/** The demo data seeded at build time (vite.config.ts, plugin `demo-snapshot`; see mocks/snapshot.ts). */
declare module 'virtual:demo-snapshot' {
  const demoData: import('./snapshot').DemoData;
  export default demoData;
}
