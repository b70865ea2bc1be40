// Stands in for the classic theme's startup Prism registration (see index.ts).
export {};
