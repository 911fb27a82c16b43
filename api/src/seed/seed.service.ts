// First start: creates the first admin (printing a generated password once) and, unless SEED_DEMO=0, loads the
// demo data when the properties table is empty. Runs at every start but changes nothing the second time.
//
// The demo pictures are files in DATA_DIR/media (served at /api/media), generated from the demo data itself. Every
// replica writes the ones the database still refers to at its start, so a replica with a media folder of its own
// (another host, a fresh volume) serves them too, not only the one that loaded the demo data.
// The seed owns no table: every row goes in through the service of the module that owns it.
import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { problemaDeContraseña, hoyArgentina, nuevaOperacionSchema, nuevaPropiedadSchema } from '@inmo/contracts';
import { logInfo } from '../common/log.js';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { UsersDirectory } from '../auth/users-directory.js';
import { ClientsService } from '../clients/clients.service.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { Db } from '../database/db.service.js';
import { SYSTEM_ACTOR } from '../history/actor.js';
import { LocalMediaStorage } from '../media/media-storage.js';
import { OperationsService } from '../operations/operations.service.js';
import { PropertiesService } from '../properties/properties.service.js';
import { PropertyLookups } from '../properties/property-lookups.service.js';
import { AgencyService } from '../agency/agency.service.js';
import { DEMO_AGENCIA, DEMO_CLIENTS, DEMO_OFFERED, DEMO_OPERATIONS, DEMO_PREFERENCES, DEMO_PROPERTIES } from './demo-data.js';
import { defaultImageSvg, propertySvg } from './svg.js';

const SLUG: Record<string, string> = {
  Casa: 'casa', Departamento: 'departamento', Terreno: 'terreno', Campo: 'campo',
  'Fondo de Comercio': 'fondo-de-comercio', 'Galpón': 'galpon', 'Local comercial': 'local-comercial',
};

interface DemoImage {
  name: string;
  svg: string;
  row: { url: string; public_id: string; descripcion: string; width: number; height: number };
}

/** The pictures of the i-th demo property: deterministic, so any replica can write them again. */
function demoImages(i: number): DemoImage[] {
  const p = DEMO_PROPERTIES[i]!;
  const slug = SLUG[p.tipo];
  return Array.from({ length: p.imagenes }, (_, k) => {
    const svg = propertySvg(p.tipo, i + k, k === 0 ? p.tipo : `${p.tipo} · ${k + 1}`);
    const hash = createHash('sha256').update(svg).digest('hex').slice(0, 10);
    const name = `demo-${slug}-${hash}.svg`;
    return { name, svg, row: { url: `/api/media/${name}`, public_id: `demo/${slug}-${hash}`, descripcion: k === 0 ? 'Vista principal' : '', width: 1000, height: 600 } };
  });
}

function daysAgo(n: number): string {
  return hoyArgentina(Date.now() - n * 86400000);
}

@Injectable()
export class SeedService implements OnApplicationBootstrap {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(Db) private readonly db: Db,
    @Inject(PropertiesService) private readonly properties: PropertiesService,
    @Inject(PropertyLookups) private readonly lookups: PropertyLookups,
    @Inject(ClientsService) private readonly clients: ClientsService,
    @Inject(OperationsService) private readonly operations: OperationsService,
    @Inject(UsersDirectory) private readonly users: UsersDirectory,
    @Inject(AgencyService) private readonly agency: AgencyService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.writeMedia('imagen_por_defecto.svg', defaultImageSvg());
    await this.ensureAdmin();
    if (this.config.seedDemo) await this.seedDemo();
    await this.restoreDemoMedia();
  }

  /** Writes the demo pictures the database refers to and this replica's media folder lacks. */
  private async restoreDemoMedia(): Promise<void> {
    const wanted = new Set(await this.lookups.imageUrls('demo/'));
    if (wanted.size === 0) return;
    for (const i of DEMO_PROPERTIES.keys()) {
      for (const img of demoImages(i)) if (wanted.has(img.row.url)) await this.writeMedia(img.name, img.svg);
    }
  }

  /** Writes a generated picture unless present (atomically: replicas sharing the folder may be reading it). */
  private async writeMedia(name: string, content: string): Promise<void> {
    const media = new LocalMediaStorage(join(this.config.dataDir, 'media'));
    if (!existsSync(join(media.dir, name))) await media.put(name, Buffer.from(content));
  }

  private async ensureAdmin(): Promise<void> {
    // A given password that fails today's rule (shorter than 12, common) is the first admin's to change at first login.
    const weak = this.config.adminPassword !== null && problemaDeContraseña(this.config.adminPassword, this.config.adminUser) !== null;
    const admin = await this.users.ensureAdmin(this.config.adminUser, this.config.adminPassword, weak);
    if (!admin.created) return;
    if (admin.generatedPassword !== null) {
      // Printed once, only now: it is not stored anywhere in clear.
      process.stdout.write(`\n  Usuario administrador creado: ${this.config.adminUser}\n  Contraseña generada (se muestra una sola vez): ${admin.generatedPassword}\n\n`);
    } else {
      logInfo('Seed', `Usuario administrador "${this.config.adminUser}" creado`);
    }
  }

  private async seedDemo(): Promise<void> {
    await this.db.transaction(async () => {
      // Several replicas starting together: one seeds, the others wait and find rows.
      await this.db.execute(`SELECT pg_advisory_xact_lock(774411)`);
      await this.agency.seedIfEmpty(DEMO_AGENCIA);
      if (!(await this.lookups.isEmpty())) return;

      const clientIds: string[] = [];
      for (const [i, c] of DEMO_CLIENTS.entries()) clientIds.push(await this.clients.importClient({ ...c, diasAtras: 200 - i * 15 }));

      const props: { id: string; titulo: string }[] = [];
      for (const [i, p] of DEMO_PROPERTIES.entries()) {
        const imagenes = [];
        for (const { name, svg, row } of demoImages(i)) {
          await this.writeMedia(name, svg);
          imagenes.push(row);
        }
        const owner = DEMO_OFFERED.find(([, pi]) => pi === i);
        const created = await this.properties.create(nuevaPropiedadSchema(p.tipo).parse({
          ...p.body,
          fechaPublicacion: daysAgo(p.diasAtras),
          clienteDueño: owner ? clientIds[owner[0]] : null,
          imagenes,
        }), SYSTEM_ACTOR);
        props.push({ id: created.id, titulo: created.titulo });
      }

      for (const [k, [ci, tipo, op, presupuesto, moneda, descripcion, alta]] of DEMO_PREFERENCES.entries()) {
        await this.clients.importPreference({
          clientId: clientIds[ci], tipoPropiedad: tipo, tipoOperacion: op, presupuesto, moneda, descripcion, altaPrioridad: alta, orden: k, diasAtras: 30 + k * 7,
        });
      }
      for (const [k, [ci, pi, descripcion]] of DEMO_OFFERED.entries()) {
        await this.clients.importOffered({ clientId: clientIds[ci], propiedad: props[pi].titulo, propiedadId: props[pi].id, descripcion, orden: k });
      }
      // Through the staff's own call: it copies the property's title and the parties' names and mails, as for any.
      for (const [op, pi, oi, ri, monto, moneda, dias, descripcion] of DEMO_OPERATIONS) {
        await this.operations.create(nuevaOperacionSchema.parse({
          operacion: op, propiedad: props[pi].id, oferente: clientIds[oi], receptor: clientIds[ri], montoDinero: monto, moneda, descripcion, fechaConcretada: daysAgo(dias),
        }), SYSTEM_ACTOR); // recorded by the seed: not closed by a member of staff
      }
      logInfo('Seed', `Datos de demostración cargados: ${props.length} propiedades, ${clientIds.length} clientes, ${DEMO_OPERATIONS.length} operaciones`);
    });
  }
}
