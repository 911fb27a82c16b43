// The valuation's written report (PDF, pdfkit with its standard Helvetica, which covers Spanish letters): the
// agency with its matrícula and colegio, the date, the subject (and its listing's photo, read from local media
// only), the comparables table with every coefficient beside its comparable, the range and the suggested value in
// the valuation's currency and in the other at the agency's rate, and the signature line.
// Two copies: the staff's ('personal') lists every comparable as entered, each coefficient beside it, and marks those
// whose data the agency keeps from the public; the owner's ('propietario', the shared link's) lists each comparable
// anonymised (type, zone or town, surfaces, age, condition, date, price, adjusted price per m²: never a title,
// address, code or client) and leaves out listings whose price is not public and unpublished ones.
// Pure: built from data only (no database, no clock), so it runs in a worker thread (report-pool.ts).
import { renderPdf, tabla, type Columna } from '../common/pdf.js';
import {
  ESTADO_CONSERVACION_LABELS, FUENTE_LABELS, formatCifra, formatNumero, type Inmobiliaria, type Tasacion,
  ZONA_ARGENTINA,
} from '@inmo/contracts';

const dinero = (n: number, moneda: string) => `${moneda === 'USD' ? 'USD' : '$'} ${formatCifra(n)}`;
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
  return renderPdf((doc) => dibujar(doc, e), `Tasación — ${e.agencia.nombre}`, 40);
}

function dibujar(doc: PDFKit.PDFDocument, e: EntradaInforme): void {
  const { tasacion: t, agencia, foto } = e;
  const propietario = e.copia === 'propietario';
  doc.info.Author = agencia.nombre;
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
  const precioDe = (c: Tasacion['comparables'][number]) => `${dinero(c.precioConvertido, t.moneda)}${c.moneda !== t.moneda ? ` (${dinero(c.precio, c.moneda)})` : ''}`;
  if (propietario) {
    // Anonymised: what a comparable is like and what it is worth, never which one it is.
    const cols: Columna[] = [
      { titulo: 'Tipo', ancho: 58 }, { titulo: 'Zona o localidad', ancho: 72 }, { titulo: 'Superficies', ancho: 104 }, { titulo: 'Antig.', ancho: 34 },
      { titulo: 'Estado', ancho: 46 }, { titulo: 'Fecha', ancho: 46 }, { titulo: 'Precio', ancho: 95 }, { titulo: `$/${t.unidad} aj.`, ancho: 60, derecha: true },
    ];
    const filas = t.comparables.flatMap((c, i) => {
      const info = e.comparables[i];
      if (!info || info.reserva) return [];
      return [[
        info.tipo, info.localidad, superficies(c), c.antiguedad !== null ? `${c.antiguedad} años` : '—',
        c.estado ? ESTADO_CONSERVACION_LABELS[c.estado] : '—', fechaDia(c.fecha), precioDe(c), formatCifra(c.precioM2Ajustado),
      ]];
    });
    tabla(doc, cols, filas, 7);
    const reservados = t.comparables.length - e.comparables.filter((c) => !c.reserva).length;
    if (reservados > 0) {
      doc.font('Helvetica').fontSize(8).text(
        `El valor considera además ${reservados === 1 ? 'un comparable' : `${reservados} comparables`} con datos reservados de la inmobiliaria, que este informe no muestra.`,
        40, doc.y, { width: ancho },
      );
    }
  } else {
    // A built property's columns: its land share and what age and condition make of the building; a lot's: frontage and depth.
    const coefCol = (titulo: string): Columna => ({ titulo, ancho: 32, derecha: true });
    const cols: Columna[] = [
      { titulo: 'Comparable', ancho: 118 }, { titulo: 'Precio', ancho: 62 }, { titulo: `Sup. (${t.unidad})`, ancho: 44, derecha: true },
      { titulo: `$/${t.unidad}`, ancho: 48, derecha: true }, ...(conEdificio ? [coefCol('Terreno')] : []), coefCol('Neg.'),
      ...(conEdificio ? [coefCol('Antig.'), coefCol('Estado'), coefCol('Edificio')] : [coefCol('Frente'), coefCol('Fondo')]),
      coefCol('Otros'), { titulo: `$/${t.unidad} aj.`, ancho: 51, derecha: true },
    ];
    const filas = t.comparables.map((c, i) => {
      const reserva = e.comparables[i]?.reserva;
      return [
        `${FUENTE_LABELS[c.fuente]}: ${c.titulo || '—'}${c.fecha ? ` (${fechaDia(c.fecha)})` : ''}${reserva ? ` [${RESERVA_LABELS[reserva]}]` : ''}`,
        precioDe(c),
        formatNumero(c.superficieHomogenea),
        formatCifra(c.precioM2),
        ...(conEdificio ? [`${formatNumero(c.porcentajeTerreno)} %`] : []),
        coef(c.coeficientes.negociacion),
        ...(conEdificio ? [coef(c.coeficientes.edad), coef(c.coeficientes.estado), coef(c.coeficientes.edificio)] : [coef(c.coeficientes.frente), coef(c.coeficientes.fondo)]),
        coef(c.coeficientes.ajustes),
        formatCifra(c.precioM2Ajustado),
      ];
    });
    tabla(doc, cols, filas, 7);
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
}
