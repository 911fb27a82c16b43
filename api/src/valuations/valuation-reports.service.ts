// A valuation's report as a PDF (rendered in the report worker, valuation-report.ts): the staff's copy or the owner's,
// with the subject listing's photo when its file is in local media.
import { Inject, Injectable } from '@nestjs/common';
import { esUuid, type Tasacion } from '@inmo/contracts';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { AgencyService } from '../agency/agency.service.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { MEDIA_NAME } from '../media/media-storage.js';
import { PropertyLookups } from '../properties/property-lookups.service.js';
import { ReportPool } from './report-pool.js';
import type { EntradaInforme, ReservaComparable } from './valuation-report.js';

@Injectable()
export class ValuationReports {
  constructor(
    @Inject(AgencyService) private readonly agency: AgencyService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(ReportPool) private readonly reports: ReportPool,
    @Inject(PropertyLookups) private readonly lookups: PropertyLookups,
  ) {}

  /**
   * A valuation's report as a PDF, rendered in the report worker: the staff's copy, or the owner's (the shared link's).
   * Each comparable of the agency's listings or operations is named by its listing's type and town now; a listing's
   * comparable is reserved when its price is not public, or the listing is not on the public site (hidden, in a
   * state the public does not see, or deleted). Operations (closing prices) and comparables entered by hand are
   * shown, anonymised, in the owner's copy.
   */
  async report(t: Tasacion, copia: EntradaInforme['copia']): Promise<Buffer> {
    const ids = [...new Set(t.comparables.map((c) => c.propiedad).filter((id): id is string => !!id && esUuid(id)))];
    const byId = await this.lookups.publicity(ids);
    const comparables = t.comparables.map((c) => {
      const p = c.propiedad ? byId.get(c.propiedad) : undefined;
      let reserva: ReservaComparable | null = null;
      if (c.fuente === 'publicacion') reserva = !p || !p.publica ? 'oculta' : !p.precioVisible ? 'precio' : null;
      return { tipo: p?.tipo ?? t.sujeto.tipo, localidad: p?.localidad || t.sujeto.localidad, reserva };
    });
    const foto = await this.photo(t);
    return this.reports.render({ tasacion: t, agencia: await this.agency.get(), foto: foto ? new Uint8Array(foto) : null, copia, comparables });
  }

  /**
   * The report's photo: the cover (or first picture) of the listing the subject names, when its file is in local
   * media (DATA_DIR/media), as a JPEG pdfkit can embed. Nothing is downloaded: with S3 storage, or without a file,
   * there is no photo.
   */
  async photo(t: Tasacion): Promise<Buffer | null> {
    if (!t.sujeto.propiedad || this.config.s3) return null;
    const url = await this.lookups.coverUrl(t.sujeto.propiedad);
    const name = url?.match(/^\/api\/media\/([^/?#]+)$/)?.[1];
    if (!name || !MEDIA_NAME.test(name) || name.includes('..')) return null;
    const bytes = await readFile(join(this.config.dataDir, 'media', name)).catch(() => null);
    if (!bytes) return null;
    return sharp(bytes).resize(800, 600, { fit: 'inside', withoutEnlargement: true }).jpeg({ quality: 80 }).toBuffer().catch(() => null);
  }
}
