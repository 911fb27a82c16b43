// Every field a module writes into a history has a Spanish label: the Historial never shows a raw key ('pagoAnulado',
// 'montoDinero'). The snapshots are read from the modules' own functions, the one-off fields as they write them.
import { etiquetaCampo, type EntidadHistorial } from '@inmo/contracts';
import { clientSnapshot } from '../src/clients/client-snapshot.js';
import { operationSnapshot } from '../src/operations/operation-row.js';
import { contractSnapshot } from '../src/rentals/contract-row.js';
import { valuationSnapshot } from '../src/valuations/valuation-row.js';
import { visitSnapshot } from '../src/visits/visit-row.js';

const persona = { nombre: 'Ana', apellido: 'Pérez' };
const any = <T>(o: unknown) => o as T;

const SNAPSHOTS: [EntidadHistorial, Record<string, unknown>][] = [
  ['contrato', contractSnapshot(any({ propietario: persona, inquilino: persona, garantes: [], inicio: '2026-01-01', meses: 24, moneda: 'ARS', montoInicial: 1, ajuste: { indice: 'NINGUNO' }, diaVencimiento: 10, punitorioDiario: 0.1, comisionAdministracion: 6, deposito: null, destino: null, estado: 'vigente', rescision: null }))],
  ['operacion', operationSnapshot(any({ operacion: 'venta', propiedad: 'Casa', oferente: persona, receptor: persona, montoDinero: 1, moneda: 'USD', descripcion: '', fechaConcretada: '2026-01-01', cerradaPor: null, comision: { tipo: 'porcentaje', valor: 3, monto: null } }))],
  ['cliente', clientSnapshot(any({ ...persona, dni: null, mail: null, telefono: '', profesion: null, asignadoA: null, alertas: false, preferenciasBusqueda: [], oferente: [] }))],
  ['tasacion', valuationSnapshot(any({ sujeto: { tipo: 'Casa', localidad: 'Lobos', direccion: '' }, superficieHomogenea: 1, moneda: 'USD', valor: { sugerido: 1, minimo: 1, maximo: 1 }, comparables: [], descuentoNegociacion: 0, cliente: null, propiedadCreada: null, enlace: null }))],
  ['visita', visitSnapshot(any({ propiedad_id: 'p', cliente_id: null, visitante_nombre: null, visitante_email: null, agente_id: null, inicio: new Date(), fin: new Date(), estado: 'pendiente', resultado: null, interes: null }))],
];

/** The fields written one by one (a payment, a void, a link, a settlement, an unsubscribe…), by entity. */
const SUELTOS: [EntidadHistorial, string[]][] = [
  ['contrato', ['pago', 'pagoAnulado', 'cargo', 'cargoAnulado', 'condonacion', 'rescision', 'motivo', 'renovadoPor', 'estado']],
  ['cliente', ['liquidacion', 'liquidacionPagada', 'enlacePropietario', 'alertas']],
  ['operacion', ['estado', 'motivoAnulacion']],
  ['tasacion', ['propiedadCreada', 'enlace']],
  ['visita', ['confirmadoPorTelefono', 'estado']],
  ['propiedad', ['estado', 'visible', 'motivo', 'clienteDueño', 'enlaceInforme']],
  ['usuario', ['segundoFactor']],
];

describe('history labels', () => {
  it.each(SNAPSHOTS)('every field of a %s snapshot has a label', (entidad, snapshot) => {
    const sinEtiqueta = Object.keys(snapshot).filter((k) => etiquetaCampo(entidad, k) === k);
    expect(sinEtiqueta).toEqual([]);
  });
  it.each(SUELTOS)('every field a %s history line names on its own has a label', (entidad, campos) => {
    expect(campos.filter((k) => etiquetaCampo(entidad, k) === k)).toEqual([]);
  });
});
