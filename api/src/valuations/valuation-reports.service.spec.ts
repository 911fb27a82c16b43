import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Tasacion } from '@inmo/contracts';
import type { AgencyService } from '../agency/agency.service.js';
import type { AppConfig } from '../config/config.js';
import type { PropertyLookups } from '../properties/property-lookups.service.js';
import type { ReportPool } from './report-pool.js';
import type { EntradaInforme } from './valuation-report.js';
import { ValuationReports } from './valuation-reports.service.js';

const ID = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

function tasacion(comparables: { fuente: string; propiedad: string | null }[], propiedad: string | null = null): Tasacion {
  return { _id: ID(9), sujeto: { tipo: 'Casa', localidad: 'Tandil', propiedad }, comparables } as unknown as Tasacion;
}

function reports(o: { publicity?: Map<string, unknown>; imageUrl?: string | null; s3?: boolean; dataDir?: string } = {}) {
  const rendered: EntradaInforme[] = [];
  const queries: unknown[][] = [];
  const service = new ValuationReports(
    { get: async () => ({ nombre: 'Inmobiliaria' }) } as unknown as AgencyService,
    { s3: o.s3 ? {} : null, dataDir: o.dataDir ?? '/nonexistent' } as unknown as AppConfig,
    { render: async (e: EntradaInforme) => (rendered.push(e), Buffer.from('%PDF')) } as unknown as ReportPool,
    {
      publicity: async () => o.publicity ?? new Map(),
      coverUrl: async (id: string) => (queries.push([id]), o.imageUrl ?? null),
    } as unknown as PropertyLookups,
  );
  return { service, rendered, queries };
}

describe('ValuationReports', () => {
  it("reserves a listing's comparable that is off the public site or hides its price; closing prices and typed ones are shown", async () => {
    const publicity = new Map([
      [ID(1), { tipo: 'Departamento', localidad: 'Azul', publica: true, precioVisible: true }],
      [ID(2), { tipo: 'Casa', localidad: 'Azul', publica: false, precioVisible: true }],
      [ID(3), { tipo: 'Casa', localidad: '', publica: true, precioVisible: false }],
    ]);
    const { service, rendered } = reports({ publicity });
    const t = tasacion([
      { fuente: 'publicacion', propiedad: ID(1) },
      { fuente: 'publicacion', propiedad: ID(2) },
      { fuente: 'publicacion', propiedad: ID(3) },
      { fuente: 'publicacion', propiedad: ID(4) },
      { fuente: 'operacion', propiedad: ID(2) },
      { fuente: 'manual', propiedad: null },
    ]);
    expect((await service.report(t, 'propietario')).toString()).toBe('%PDF');
    expect(rendered[0]!.copia).toBe('propietario');
    expect(rendered[0]!.comparables).toEqual([
      { tipo: 'Departamento', localidad: 'Azul', reserva: null },
      { tipo: 'Casa', localidad: 'Azul', reserva: 'oculta' },
      // A listing without a town is named by the subject's.
      { tipo: 'Casa', localidad: 'Tandil', reserva: 'precio' },
      // A listing that is gone is reserved and named as the subject.
      { tipo: 'Casa', localidad: 'Tandil', reserva: 'oculta' },
      { tipo: 'Casa', localidad: 'Azul', reserva: null },
      { tipo: 'Casa', localidad: 'Tandil', reserva: null },
    ]);
  });

  it('has no photo without a subject listing or with S3 storage, and never reads a file outside local media', async () => {
    const none = reports({ imageUrl: '/api/media/x.jpg' });
    expect(await none.service.photo(tasacion([]))).toBeNull();
    const s3 = reports({ imageUrl: '/api/media/x.jpg', s3: true });
    expect(await s3.service.photo(tasacion([], ID(1)))).toBeNull();
    expect([...none.queries, ...s3.queries]).toEqual([]);
    for (const url of ['https://cdn.example/x.jpg', '/api/media/../secret', '/api/media/.hidden']) {
      expect(await reports({ imageUrl: url }).service.photo(tasacion([], ID(1)))).toBeNull();
    }
  });

  it("gives the listing's local picture as a JPEG at most 800 × 600", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'valuation-photo-'));
    await mkdir(join(dataDir, 'media'));
    await writeFile(join(dataDir, 'media', 'foto.png'), await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#336699' } }).png().toBuffer());
    const jpeg = await reports({ imageUrl: '/api/media/foto.png', dataDir }).service.photo(tasacion([], ID(1)));
    const meta = await sharp(jpeg!).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 800, 450]);
  });
});
