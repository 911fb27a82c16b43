// First start: creates the first admin (printing a generated password once) and, unless SEED_DEMO=0, loads the
// demo data when the properties table is empty. Runs at every start but changes nothing the second time.
//
// The demo pictures are files in DATA_DIR/media (served at /api/media), generated from the demo data itself. Every
// replica writes the ones the database still refers to at its start, so a replica with a media folder of its own
// (another host, a fresh volume) serves them too, not only the one that loaded the demo data.
import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { logInfo } from '../common/log.js';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { hashPassword, generatePassword } from '../auth/auth.service.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { Db } from '../database/db.service.js';
import { LocalMediaStorage } from '../media/media-storage.js';
import { PropertiesService } from '../properties/properties.service.js';
import { DEMO_CLIENTS, DEMO_OFFERED, DEMO_OPERATIONS, DEMO_PREFERENCES, DEMO_PROPERTIES } from './demo-data.js';
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
  return new Date(Date.now() - n * 86400000).toISOString().slice(0, 10);
}

@Injectable()
export class SeedService implements OnApplicationBootstrap {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(Db) private readonly db: Db,
    @Inject(PropertiesService) private readonly properties: PropertiesService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.writeMedia('imagen_por_defecto.svg', defaultImageSvg());
    await this.ensureAdmin();
    if (this.config.seedDemo) await this.seedDemo();
    await this.restoreDemoMedia();
  }

  /** Writes the demo pictures the database refers to and this replica's media folder lacks. */
  private async restoreDemoMedia(): Promise<void> {
    const rows = await this.db.query<{ url: string }>(`SELECT DISTINCT url FROM property_images WHERE public_id LIKE 'demo/%'`);
    if (rows.length === 0) return;
    const wanted = new Set(rows.map((r) => r.url));
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
    const existing = await this.db.one(`SELECT id FROM users WHERE username = $1`, [this.config.adminUser]);
    if (existing) return;
    const generated = this.config.adminPassword === null;
    const password = this.config.adminPassword ?? generatePassword();
    const hash = await hashPassword(password);
    const rows = await this.db.query(
      `INSERT INTO users (username, password_hash, nombre, mail, rol) VALUES ($1, $2, 'Administrador', '', 'admin')
       ON CONFLICT (username) DO NOTHING RETURNING id`,
      [this.config.adminUser, hash],
    );
    if (rows.length === 0) return; // another replica created it first
    if (generated) {
      // Printed once, only now: it is not stored anywhere in clear.
      process.stdout.write(`\n  Usuario administrador creado: ${this.config.adminUser}\n  Contraseña generada (se muestra una sola vez): ${password}\n\n`);
    } else {
      logInfo('Seed', `Usuario administrador "${this.config.adminUser}" creado`);
    }
  }

  private async seedDemo(): Promise<void> {
    await this.db.transaction(async () => {
      // Several replicas starting together: one seeds, the others wait and find rows.
      await this.db.query(`SELECT pg_advisory_xact_lock(774411)`);
      const count = await this.db.one<{ n: string }>(`SELECT count(*) AS n FROM properties`);
      if (Number(count?.n ?? 0) > 0) return;

      const clientIds: string[] = [];
      for (const [i, c] of DEMO_CLIENTS.entries()) {
        const row = await this.db.one<{ id: string }>(
          `INSERT INTO clients (nombre, apellido, dni, mail, telefono, profesion, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, now() - make_interval(days => $7), now() - make_interval(days => $7)) RETURNING id`,
          [c.nombre, c.apellido, c.dni, c.mail, c.telefono, c.profesion, 200 - i * 15],
        );
        clientIds.push(row!.id);
      }

      const props: { id: string; titulo: string }[] = [];
      for (const [i, p] of DEMO_PROPERTIES.entries()) {
        const imagenes = [];
        for (const { name, svg, row } of demoImages(i)) {
          await this.writeMedia(name, svg);
          imagenes.push(row);
        }
        const owner = DEMO_OFFERED.find(([, pi]) => pi === i);
        const created = await this.properties.create(p.tipo, {
          ...p.body,
          fechaPublicacion: daysAgo(p.diasAtras),
          clienteDueño: owner ? clientIds[owner[0]] : null,
          imagenes,
        });
        props.push({ id: created.id, titulo: created.titulo });
      }

      for (const [k, [ci, tipo, op, presupuesto, moneda, descripcion, alta]] of DEMO_PREFERENCES.entries()) {
        await this.db.query(
          `INSERT INTO client_search_preferences (client_id, tipo_propiedad, tipo_operacion, presupuesto, moneda, descripcion, alta_prioridad, orden, fecha_creacion_preferencia)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now() - make_interval(days => $9))`,
          [clientIds[ci], tipo, op, presupuesto, moneda, descripcion, alta, k, 30 + k * 7],
        );
      }
      for (const [k, [ci, pi, descripcion]] of DEMO_OFFERED.entries()) {
        await this.db.query(
          `INSERT INTO client_offered_properties (client_id, propiedad, propiedad_id, descripcion, activa, orden) VALUES ($1, $2, $3, $4, true, $5)`,
          [clientIds[ci], props[pi].titulo, props[pi].id, descripcion, k],
        );
      }
      for (const [op, pi, oi, ri, monto, moneda, dias, descripcion] of DEMO_OPERATIONS) {
        const o = DEMO_CLIENTS[oi];
        const r = DEMO_CLIENTS[ri];
        await this.db.query(
          `INSERT INTO operations (operacion, propiedad_id, propiedad_titulo, oferente_id, oferente_nombre, oferente_apellido, oferente_mail,
             receptor_id, receptor_nombre, receptor_apellido, receptor_mail, monto_dinero, moneda, descripcion, fecha_concretada)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
          [op, props[pi].id, props[pi].titulo, clientIds[oi], o.nombre, o.apellido, o.mail, clientIds[ri], r.nombre, r.apellido, r.mail, monto, moneda, descripcion, daysAgo(dias)],
        );
      }
      logInfo('Seed', `Datos de demostración cargados: ${props.length} propiedades, ${clientIds.length} clientes, ${DEMO_OPERATIONS.length} operaciones`);
    });
  }
}
