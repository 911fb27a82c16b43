// The pictures of link previews (contracts vista-previa.ts), each drawn once: kept in the media storage under a
// name made from its key (an upload's as part of that upload, `casas-<hash>-og-<key>.jpg`, so the sweep of unused
// uploads takes it with them), and drawn by one request at a time when several ask at once.
import { Inject, Injectable } from '@nestjs/common';
import { AgencyService } from '../agency/agency.service.js';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { claveImagenInmobiliaria, claveVistaPrevia, fuenteDeVistaPrevia, normalizarEncuadre, type ImagenDeVistaPrevia } from '@inmo/contracts';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { MEDIA_NAME, MEDIA_STORAGE, type MediaStorage } from '../media/media-storage.js';
import { withDecodeSlot } from './image-processor.js';
import { renderAgencyImage, renderListingPreview } from './link-preview.js';

const UPLOAD_MASTER = /^(casas-[0-9a-f]{24})\.webp$/;

/** The agency as its image is drawn (contracts AgenciaVistaPrevia). */
export interface AgencyForImage {
  nombre: string;
  /** An uploaded picture's source file (contracts fuenteDeVistaPrevia), or null. */
  imagen: string | null;
}

@Injectable()
export class PreviewsService {
  private readonly drawing = new Map<string, Promise<Buffer | null>>();

  constructor(
    @Inject(MEDIA_STORAGE) private readonly storage: MediaStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(AgencyService) private readonly agencySettings: AgencyService,
  ) {}

  /**
   * The agency as its image is drawn: the one place the API reads it for previews — the details stored in Datos de
   * la inmobiliaria, the same values the gateway passes to contracts' imagenInmobiliaria().
   */
  async agency(): Promise<AgencyForImage> {
    const { nombre, imagen } = await this.agencySettings.get();
    return { nombre, imagen };
  }

  /** A picture's preview JPEG; null when its source file is gone (the caller falls back to the agency's image). */
  listing(img: ImagenDeVistaPrevia): Promise<Buffer | null> {
    const fuente = fuenteDeVistaPrevia(img);
    const clave = claveVistaPrevia(img);
    if (!fuente || !clave) return Promise.resolve(null);
    const upload = UPLOAD_MASTER.exec(fuente);
    const name = upload ? `${upload[1]}-og-${clave}.jpg` : `og-${clave}.jpg`;
    return this.once(name, async () => {
      const source = await this.source(fuente);
      return source ? renderListingPreview(source, normalizarEncuadre(img)) : null;
    });
  }

  /** The agency's image JPEG. */
  async agencyImage(agency: AgencyForImage): Promise<Buffer> {
    const name = `og-inmobiliaria-${claveImagenInmobiliaria(agency)}.jpg`;
    const drawn = await this.once(name, async () => renderAgencyImage(agency.nombre, agency.imagen ? await this.source(agency.imagen) : null));
    return drawn!;
  }

  /** The file's bytes: an upload from the media storage, anything else from the local media folder (demo pictures). */
  private async source(name: string): Promise<Buffer | null> {
    if (!MEDIA_NAME.test(name) || name.includes('..')) return null;
    if (UPLOAD_MASTER.test(name)) return this.storage.get(name);
    return readFile(join(this.config.dataDir, 'media', name)).catch(() => null);
  }

  /** The stored file `name`, else drawn (once, however many ask) and stored. */
  private once(name: string, draw: () => Promise<Buffer | null>): Promise<Buffer | null> {
    let p = this.drawing.get(name);
    if (!p) {
      p = (async () => {
        const stored = await this.storage.get(name);
        if (stored) return stored;
        const jpeg = await withDecodeSlot(draw);
        if (jpeg) await this.storage.put(name, jpeg, 'image/jpeg');
        return jpeg;
      })().finally(() => this.drawing.delete(name));
      this.drawing.set(name, p);
    }
    return p;
  }
}
