// The valuation's written report (PDF, pdfkit with its standard Helvetica, which covers Spanish letters): the
// agency with its matrícula and colegio, the date, the subject (and its listing's photo, read from local media
// only), the comparables table with every coefficient beside its comparable, the range and the suggested value in
// the valuation's currency and in the other at the agency's rate, and the signature line.
// Two copies: the staff's ('personal') lists every comparable as entered, each coefficient beside it, and marks those
// whose data the agency keeps from the public; the owner's ('propietario', the shared link's) lists each comparable
// anonymised (type, zone or town, surfaces, age, condition, date, price, adjusted price per m²: never a title,
// address, code or client) and leaves out listings whose price is not public and unpublished ones.
// Pure: built from data only (no database, no clock), so it runs in a worker thread (report-pool.ts).
import PDFDocument from 'pdfkit';
import {
  ESTADO_CONSERVACION_LABELS, FUENTE_LABELS, formatNumero, type Inmobiliaria, type Tasacion,
  ZONA_ARGENTINA,
} from '@inmo/contracts';

const dinero = (n: number, moneda: string) => `${moneda === 'USD' ? 'USD' : '$'} ${formatNumero(n)}`;
const coef = (n: number) => n.toFixed(4).replace('.', ',');
const m2 = (n: number | null, unidad = 'm²') => (n === null ? '—' : `${formatNumero(n)} ${unidad}`);

/** 'dd/mm/aaaa' of an instant, on Argentina's calendar. */
export function fechaArgentina(iso: string): string {
  return new Intl.DateTimeFormat('es-AR', { timeZone: ZONA_ARGENTINA, day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date(iso));
}

/** Why a comparable's data is kept from the public: its listing's price is 'a consultar', or it is not published. */
export type ReservaComparable = 'precio' | 'oculta';
export const RESERVA_LABELS: Record<ReservaComparable, string> = { precio: 'precio a consultar', oculta: 'no publicada' };

/** What the report is made of; plain data (it crosses to a worker thread). */
export interface EntradaInforme {
  tasacion: Tasacion;
  agencia: Inmobiliaria;
  /** The subject's photo as a JPEG, or null. */
  foto: Uint8Array | null;
  copia: 'personal' | 'propietario';
  /** Per comparable, in the valuation's order: its type and town as the report names them, and why it is reserved. */
  comparables: { tipo: string; localidad: string; reserva: ReservaComparable | null }[];
}

const fechaDia = (iso: string | null | undefined) => (iso && /^\d{4}-\d{2}-\d{2}/.test(iso) ? iso.slice(0, 10).split('-').reverse().join('/') : '—');

/** A comparable's surfaces in one cell: 'cub. 140 · semicub. 20 · desc. 30 · terreno 300 m²', or its hectares. */
function superficies(c: Tasacion['comparables'][number]): string {
  if (c.hectareas !== null) return `${formatNumero(c.hectareas)} ha`;
  const partes = [
    c.superficieCubierta !== null && `cub. ${formatNumero(c.superficieCubierta)}`,
    c.superficieSemicubierta !== null && `semicub. ${formatNumero(c.superficieSemicubierta)}`,
    c.superficieDescubierta !== null && `desc. ${formatNumero(c.superficieDescubierta)}`,
    c.superficieTerreno !== null && `terreno ${formatNumero(c.superficieTerreno)}`,
  ].filter(Boolean);
  const medidas = c.frente !== null && c.fondo !== null ? ` (${formatNumero(c.frente)} × ${formatNumero(c.fondo)} m)` : '';
  return partes.length ? `${partes.join(' · ')} m²${medidas}` : '—';
}

export function informeTasacion(e: EntradaInforme): Promise<Buffer> {
  const { tasacion: t, agencia, foto } = e;
  const propietario = e.copia === 'propietario';
  const doc = new PDFDocument({ size: 'A4', margin: 40, info: { Title: `Tasación — ${agencia.nombre}`, Author: agencia.nombre } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const ancho = doc.page.width - 80;
  const s = t.sujeto;

  // The agency.
  doc.font('Helvetica-Bold').fontSize(16).text(agencia.nombre || 'Inmobiliaria');
  doc.font('Helvetica').fontSize(9);
  const matricula = [agencia.matricula && `Matrícula ${agencia.matricula}`, agencia.colegio].filter(Boolean).join(' — ');
  if (matricula) doc.text(matricula);
  const contacto = [agencia.direccion, agencia.localidad, agencia.telefono, agencia.email].filter(Boolean).join(' · ');
  if (contacto) doc.text(contacto);
  doc.moveDown();
  doc.font('Helvetica-Bold').fontSize(14).text('Informe de tasación');
  doc.font('Helvetica').fontSize(10).text(`Fecha: ${fechaArgentina(t.fecha)}`);
  doc.moveDown(0.5);

  // The subject.
  doc.font('Helvetica-Bold').fontSize(11).text('Inmueble tasado');
  doc.font('Helvetica').fontSize(10);
  doc.text(`${s.tipo} en ${s.localidad}${s.direccion ? `, ${s.direccion}` : ''}`);
  if (t.cliente) doc.text(`Propietario: ${t.cliente.nombre} ${t.cliente.apellido}`.trim());
  const datos = [
    s.superficieCubierta !== null && `Sup. cubierta ${m2(s.superficieCubierta)}`,
    s.superficieSemicubierta !== null && `semicubierta ${m2(s.superficieSemicubierta)}`,
    s.superficieDescubierta !== null && `descubierta ${m2(s.superficieDescubierta)}`,
    s.superficieTerreno !== null && `terreno ${m2(s.superficieTerreno)}`,
    s.frente !== null && `frente ${formatNumero(s.frente)} m`,
    s.fondo !== null && `fondo ${formatNumero(s.fondo)} m`,
    s.hectareas !== null && `${formatNumero(s.hectareas)} ha`,
    s.ambientes !== null && `${s.ambientes} ambientes`,
    s.antiguedad !== null && `${s.antiguedad} años de antigüedad`,
    s.estado && `estado ${ESTADO_CONSERVACION_LABELS[s.estado].toLowerCase()}`,
  ].filter(Boolean);
  if (datos.length) doc.text(datos.join(' · '));
  doc.text(`Superficie homogeneizada: ${m2(t.superficieHomogenea, t.unidad)} (cubierta ${t.pesos.cubierta} %, semicubierta ${t.pesos.semicubierta} %, descubierta ${t.pesos.descubierta} %)`);
  if (foto) {
    doc.moveDown(0.5);
    doc.image(Buffer.from(foto.buffer, foto.byteOffset, foto.byteLength), { fit: [240, 160] });
  }
  doc.moveDown();

  // The comparables.
  doc.font('Helvetica-Bold').fontSize(11).text('Comparables y homogeneización', 40);
  const conEdificio = s.tipo !== 'Terreno' && s.tipo !== 'Campo';
  const tierra = t.valorTierraM2 ? `su superficie de terreno a ${dinero(t.valorTierraM2, t.moneda)} por m² (o el ${formatNumero(t.porcentajeTerreno)} % del precio sin ese dato)` : `el ${formatNumero(t.porcentajeTerreno)} % del precio`;
  doc.font('Helvetica').fontSize(8).text(
    `Precio por ${t.unidad} ajustado = precio por ${t.unidad} × coeficientes (negociación, ${conEdificio ? 'edificio' : 'frente, fondo'}, otros ajustes). ` +
      (conEdificio
        ? `La antigüedad y el estado (Ross–Heidecke) se aplican solo a la parte del edificio; la del terreno, ${tierra}, no se deprecia: ` +
          `coef. edificio = (terreno + edificio × antigüedad × estado) ÷ precio. `
        : '') +
      `Las publicaciones se descuentan un ${formatNumero(t.descuentoNegociacion)} % por negociación.`,
  );
  doc.moveDown(0.3);
  type Col = { t: string; w: number };
  let cols: Col[] = [];
  const fila = (celdas: string[], bold = false) => {
    const y = doc.y;
    let x = 40;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(7);
    let alto = 0;
    celdas.forEach((c, i) => {
      doc.text(c, x, y, { width: cols[i]!.w - 3 });
      alto = Math.max(alto, doc.y - y);
      x += cols[i]!.w;
    });
    doc.x = 40;
    doc.y = y + alto + 3;
    if (doc.y > doc.page.height - 120) doc.addPage();
  };
  const precioDe = (c: Tasacion['comparables'][number]) => `${dinero(c.precioConvertido, t.moneda)}${c.moneda !== t.moneda ? ` (${dinero(c.precio, c.moneda)})` : ''}`;
  if (propietario) {
    // Anonymised: what a comparable is like and what it is worth, never which one it is.
    cols = [
      { t: 'Tipo', w: 58 }, { t: 'Zona o localidad', w: 72 }, { t: 'Superficies', w: 104 }, { t: 'Antig.', w: 34 }, { t: 'Estado', w: 46 },
      { t: 'Fecha', w: 46 }, { t: 'Precio', w: 95 }, { t: `$/${t.unidad} aj.`, w: 60 },
    ];
    fila(cols.map((c) => c.t), true);
    t.comparables.forEach((c, i) => {
      const info = e.comparables[i];
      if (!info || info.reserva) return;
      fila([
        info.tipo, info.localidad, superficies(c), c.antiguedad !== null ? `${c.antiguedad} años` : '—',
        c.estado ? ESTADO_CONSERVACION_LABELS[c.estado] : '—', fechaDia(c.fecha), precioDe(c), formatNumero(c.precioM2Ajustado),
      ]);
    });
    const reservados = t.comparables.length - e.comparables.filter((c) => !c.reserva).length;
    if (reservados > 0) {
      doc.font('Helvetica').fontSize(8).text(
        `El valor considera además ${reservados === 1 ? 'un comparable' : `${reservados} comparables`} con datos reservados de la inmobiliaria, que este informe no muestra.`,
        40, doc.y, { width: ancho },
      );
    }
  } else {
    // A built property's columns: its land share and what age and condition make of the building; a lot's: frontage and depth.
    cols = [
      { t: 'Comparable', w: 118 }, { t: 'Precio', w: 62 }, { t: `Sup. (${t.unidad})`, w: 44 }, { t: `$/${t.unidad}`, w: 48 },
      ...(conEdificio ? [{ t: 'Terreno', w: 32 }] : []), { t: 'Neg.', w: 32 },
      ...(conEdificio ? [{ t: 'Antig.', w: 32 }, { t: 'Estado', w: 32 }, { t: 'Edificio', w: 32 }] : [{ t: 'Frente', w: 32 }, { t: 'Fondo', w: 32 }]),
      { t: 'Otros', w: 32 }, { t: `$/${t.unidad} aj.`, w: 51 },
    ];
    fila(cols.map((c) => c.t), true);
    t.comparables.forEach((c, i) => {
      const reserva = e.comparables[i]?.reserva;
      fila([
        `${FUENTE_LABELS[c.fuente]}: ${c.titulo || '—'}${c.fecha ? ` (${c.fecha.slice(0, 10)})` : ''}${reserva ? ` [${RESERVA_LABELS[reserva]}]` : ''}`,
        precioDe(c),
        formatNumero(c.superficieHomogenea),
        formatNumero(c.precioM2),
        ...(conEdificio ? [`${formatNumero(c.porcentajeTerreno)} %`] : []),
        coef(c.coeficientes.negociacion),
        ...(conEdificio ? [coef(c.coeficientes.edad), coef(c.coeficientes.estado), coef(c.coeficientes.edificio)] : [coef(c.coeficientes.frente), coef(c.coeficientes.fondo)]),
        coef(c.coeficientes.ajustes),
        formatNumero(c.precioM2Ajustado),
      ]);
    });
    if (e.comparables.some((c) => c.reserva)) {
      doc.font('Helvetica').fontSize(8).text(
        'Copia de la inmobiliaria: los comparables marcados [precio a consultar] o [no publicada] no figuran en la copia del propietario.',
        40, doc.y, { width: ancho },
      );
    }
  }
  doc.x = 40;
  doc.moveDown();

  // The value.
  doc.font('Helvetica-Bold').fontSize(11).text('Valor estimado', 40, doc.y, { width: ancho });
  doc.font('Helvetica').fontSize(10);
  doc.text(`Precio por ${t.unidad} (mediana de los comparables ajustados): ${dinero(t.porM2, t.moneda)}; desvío medio ${dinero(t.desvio, t.moneda)}.`);
  doc.font('Helvetica-Bold').fontSize(13).text(`Valor sugerido: ${dinero(t.valor.sugerido, t.moneda)}`);
  doc.font('Helvetica').fontSize(10).text(`Rango: ${dinero(t.valor.minimo, t.moneda)} a ${dinero(t.valor.maximo, t.moneda)}`);
  if (conEdificio) {
    doc.text(`Del valor sugerido: terreno ${dinero(t.partes.terreno, t.moneda)} (${formatNumero(t.partes.porcentajeTerreno)} %, sin depreciar) y edificio ${dinero(t.partes.edificio, t.moneda)}.`);
  }
  if (t.valorOtraMoneda && t.cotizacion) {
    const o = t.valorOtraMoneda;
    doc.text(`En ${o.moneda === 'USD' ? 'dólares' : 'pesos'}: ${dinero(o.sugerido, o.moneda)} (rango ${dinero(o.minimo, o.moneda)} a ${dinero(o.maximo, o.moneda)}), ` +
      `a la cotización de la inmobiliaria de $ ${formatNumero(t.cotizacion.valor)} por dólar${t.cotizacion.fecha ? ` del ${t.cotizacion.fecha.split('-').reverse().join('/')}` : ''}.`);
  }
  if (t.comparables.some((c) => c.moneda !== t.moneda) && t.cotizacion) {
    doc.fontSize(8).text(`Los comparables en otra moneda se convirtieron a $ ${formatNumero(t.cotizacion.valor)} por dólar.`);
  }
  if (t.observaciones) {
    doc.moveDown(0.5);
    doc.fontSize(10).text(t.observaciones);
  }

  // The signature line.
  doc.moveDown(3);
  if (doc.y > doc.page.height - 100) doc.addPage();
  const y = doc.y;
  doc.moveTo(doc.page.width - 260, y).lineTo(doc.page.width - 40, y).stroke();
  doc.fontSize(9).text(`Firma y sello — ${agencia.nombre}${agencia.matricula ? `, Matrícula ${agencia.matricula}` : ''}`, doc.page.width - 260, y + 4, { width: 220, align: 'center' });
  doc.end();
  return done;
}
