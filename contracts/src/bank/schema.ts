// Bank statements (Conciliación): a statement imported as the bank exports it (CSV or .xlsx), its movements, the
// contracts each credit may be a tenant's payment of, and reconciling one (a payment with its receipt) or setting it
// aside. The column mapping of a bank is remembered by its name, so the next import of that bank needs none.
import * as z from 'zod/mini';
import { texto } from '../schema/kit.js';
import { esUuid } from '../schema/checks.js';
import { opcionConsulta } from '../schema/query.js';

const s = z.string();
const n = z.number();
const ok = z.literal(true);

export const ESTADOS_MOVIMIENTO = ['pendiente', 'conciliado', 'ignorado'] as const;
export type EstadoMovimiento = (typeof ESTADOS_MOVIMIENTO)[number];

/** What of a contract matched a credit: its tenant's DNI or CUIT, surname, an open cuota's amount, the balance owed, a due date. */
export const COINCIDENCIAS = ['documento', 'apellido', 'cuota', 'saldo', 'fecha'] as const;
export type Coincidencia = (typeof COINCIDENCIAS)[number];
export const COINCIDENCIA_LABELS: Record<Coincidencia, string> = {
  documento: 'DNI o CUIT del inquilino en la descripción',
  apellido: 'apellido del inquilino en la descripción',
  cuota: 'importe igual a una cuota abierta',
  saldo: 'importe igual al saldo adeudado',
  fecha: 'fecha a 5 días o menos de un vencimiento',
};

/** Days around a cuota's due day within which a credit's date counts as matching it. */
export const DIAS_VENCIMIENTO_CONCILIACION = 5;

export const MENSAJES_BANCO = {
  faltaArchivo: 'Enviá el extracto en el campo "archivo" (CSV o .xlsx)',
  archivoIlegible: 'No se pudo leer el archivo: subí el extracto como CSV o .xlsx',
  faltanColumnas: 'Es la primera vez que se importa este banco: indicá qué columna es la fecha, la descripción y el importe (o débito y crédito)',
  columnasInvalidas: 'Las columnas deben ser un objeto JSON {fecha, descripcion, debito?, credito?, importe?, referencia?, saldo?}',
  faltaImporte: 'Indicá la columna del importe, o las de débito y crédito',
  sinEncabezado: 'No se encontró la fila de encabezados con las columnas indicadas',
  sinMovimientos: 'El archivo no tiene movimientos',
  movimientoNoEncontrado: 'Movimiento no encontrado',
  yaConciliado: 'El movimiento ya fue conciliado',
  yaIgnorado: 'El movimiento fue ignorado: no se puede conciliar',
  noPendiente: 'El movimiento ya no está pendiente',
  esDebito: 'Solo un crédito puede conciliarse como pago de un inquilino',
  contratoInvalido: 'Indicá el contrato',
} as const;

/** Which header names each column of a bank's statement (debit and credit, or one signed amount). */
export const columnasSchema = z
  .object({
    fecha: texto('Columna de la fecha', { max: 80, requerido: 'Indicá la columna de la fecha' }),
    descripcion: texto('Columna de la descripción', { max: 80, requerido: 'Indicá la columna de la descripción' }),
    debito: texto('Columna del débito', { max: 80, vacioEsNull: true }),
    credito: texto('Columna del crédito', { max: 80, vacioEsNull: true }),
    importe: texto('Columna del importe', { max: 80, vacioEsNull: true }),
    referencia: texto('Columna de la referencia', { max: 80, vacioEsNull: true }),
    saldo: texto('Columna del saldo', { max: 80, vacioEsNull: true }),
  })
  .check(
    z.refine((c) => !!c.importe || !!c.debito || !!c.credito, { message: MENSAJES_BANCO.faltaImporte, path: ['importe'] }),
  );
export type ColumnasBanco = z.output<typeof columnasSchema>;
export type ColumnasBancoRequest = z.input<typeof columnasSchema>;

/** The text fields of POST /api/admin/banco/importar (multipart, beside the file `archivo`); `columnas` as JSON text. */
export const importarExtractoSchema = z.object({
  banco: texto('Banco', { max: 80, requerido: 'Indicá el banco' }),
  columnas: z.prefault(
    z.pipe(
      z.union([z.string(), z.null()], { error: MENSAJES_BANCO.columnasInvalidas }),
      z.transform((v, ctx): unknown => {
        if (v === null || v.trim() === '') return null;
        try {
          return JSON.parse(v);
        } catch {
          ctx.issues.push({ code: 'custom', message: MENSAJES_BANCO.columnasInvalidas, input: v });
          return null;
        }
      }),
    ),
    null,
  ),
});
export type ImportarExtracto = z.output<typeof importarExtractoSchema>;

/** GET /api/admin/banco/movimientos?estado= (pendiente when absent). */
export const movimientosConsultaSchema = z.object({ estado: opcionConsulta('estado', ESTADOS_MOVIMIENTO, 'El estado debe ser pendiente, conciliado o ignorado') });
export type MovimientosConsulta = z.output<typeof movimientosConsultaSchema>;

/** POST /api/admin/banco/movimiento/{id}/conciliar */
export const conciliarMovimientoSchema = z.object({
  contrato: z.pipe(
    z.string({ error: MENSAJES_BANCO.contratoInvalido }),
    z.transform((v, ctx) => {
      if (!esUuid(v.trim())) ctx.issues.push({ code: 'custom', message: MENSAJES_BANCO.contratoInvalido, input: v });
      return v.trim();
    }),
  ),
});
export type ConciliarMovimiento = z.output<typeof conciliarMovimientoSchema>;
export type ConciliarMovimientoRequest = z.input<typeof conciliarMovimientoSchema>;

/** POST /api/admin/banco/movimiento/{id}/ignorar */
export const ignorarMovimientoSchema = z.object({ motivo: texto('Motivo', { max: 500, requerido: 'Indicá por qué se ignora el movimiento' }) });
export type IgnorarMovimiento = z.output<typeof ignorarMovimientoSchema>;
export type IgnorarMovimientoRequest = z.input<typeof ignorarMovimientoSchema>;

export const sugerenciaSchema = z.object({
  contrato: s,
  inquilino: s,
  propiedad: s,
  /** The cuota it would pay ('YYYY-MM'): the one whose amount or due day matched, else the oldest open one. */
  periodo: z.nullable(s),
  /** Which matched, in words ('DNI o CUIT del inquilino en la descripción, importe igual a una cuota abierta'). */
  motivo: s,
  coincidencias: z.array(z.enum(COINCIDENCIAS)),
});
export type Sugerencia = z.output<typeof sugerenciaSchema>;

export const movimientoBancoSchema = z.object({
  _id: s,
  banco: s,
  fecha: s,
  descripcion: s,
  referencia: z.nullable(s),
  /** Positive: a credit; negative: a debit. */
  importe: n,
  saldo: z.nullable(n),
  estado: z.enum(ESTADOS_MOVIMIENTO),
  sugerencias: z.array(sugerenciaSchema),
  conciliacion: z.nullable(z.object({ contrato: s, inquilino: s, pago: s, recibo: z.object({ numero: n, url: s }) })),
  motivo: z.nullable(s),
  resueltoPor: z.nullable(s),
  resueltoEn: z.nullable(s),
  importadoEn: s,
});
export type MovimientoBanco = z.output<typeof movimientoBancoSchema>;
export const movimientoImportadoSchema = z.omit(movimientoBancoSchema, { sugerencias: true, conciliacion: true, motivo: true, resueltoPor: true, resueltoEn: true });
export type MovimientoImportado = z.output<typeof movimientoImportadoSchema>;

export const importarExtractoResponseSchema = z.object({
  success: ok,
  message: z.optional(s),
  /** The movements this import stored, as stored; their suggestions are read with the list (GET movimientos). */
  data: z.object({ importados: n, repetidos: n, movimientos: z.array(movimientoImportadoSchema) }),
});
export type ImportarExtractoResponse = z.output<typeof importarExtractoResponseSchema>;
export const movimientosResponseSchema = z.object({ success: ok, data: z.array(movimientoBancoSchema) });
export type MovimientosResponse = z.output<typeof movimientosResponseSchema>;
export const movimientoResponseSchema = z.object({ success: ok, message: z.optional(s), data: movimientoBancoSchema });
export type MovimientoResponse = z.output<typeof movimientoResponseSchema>;

const columnasGuardadasSchema = z.object({
  fecha: s, descripcion: s, debito: z.nullable(s), credito: z.nullable(s), importe: z.nullable(s), referencia: z.nullable(s), saldo: z.nullable(s),
});
/** GET /api/admin/banco/bancos: the banks imported before, with the mapping remembered. */
export const bancosResponseSchema = z.object({ success: ok, data: z.array(z.object({ banco: s, columnas: columnasGuardadasSchema })) });
export type BancosResponse = z.output<typeof bancosResponseSchema>;
