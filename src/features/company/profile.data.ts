// To be written: this route's loader and action (see src/features/jobs/jobs.data.ts).
export {};
