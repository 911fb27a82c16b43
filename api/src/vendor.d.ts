// Packages shipped without type declarations (and no @types installed; pg has @types/pg).
declare module 'passport-jwt';
declare module 'supertest';
