// Packages shipped without type declarations (and no @types installed).
declare module 'passport-jwt';
declare module 'pg';
declare module 'supertest';
