// The back office's enquiry inbox (issue 5): list contact enquiries newest first, mark them read or answered.
import { Body, Controller, Get, Inject, Param, Patch, Put, Query, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CANALES, ERROR_CODES, esUuid, leerActualizarConsulta, leerAsignarConsulta, type Canal, type TokenPayload } from '@inmo/contracts';
import { ApiError } from '../common/api-error.js';
import { intParam } from '../common/query-params.js';
import { readAssigneeFilter } from '../common/assignment-filter.js';
import { ContactService, ESTADOS_CONSULTA, type EstadoConsulta } from './contact.service.js';

const noEncontrada = () => ApiError.notFound('Consulta no encontrada', ERROR_CODES.NOT_FOUND);

@ApiTags('consultas')
@Controller('admin')
export class EnquiriesController {
  constructor(@Inject(ContactService) private readonly contact: ContactService) {}

  /**
   * ?page=&limit= (default 10, max 100) &estado=pendientes|leidas|respondidas|sinresponder &q= (text, ≤ 200)
   * &asignadoA={userId}|ninguno &mias=1 (the caller's) &canal=Web|Zonaprop|MercadoLibre
   */
  @ApiOperation({ summary: 'Bandeja de consultas, más nuevas primero; filtros estado, q, asignadoA, mias' })
  @Get('consultas')
  async list(@Query() q: Record<string, unknown>, @Req() req: { user?: TokenPayload }) {
    const page = intParam(q.page, 'page', 1, 100000, 1);
    const limit = intParam(q.limit, 'limit', 1, 100, 10);
    // A listed value only (a lookup in an object once found Object.prototype.constructor for ?estado=constructor).
    let estado: EstadoConsulta | undefined;
    if (q.estado !== undefined && q.estado !== '') {
      estado = ESTADOS_CONSULTA.find((e) => e === q.estado);
      if (!estado) throw ApiError.validation({ estado: 'El parámetro estado no es válido' });
    }
    // Free text over name, e-mail, subject and message, accents and case aside (as the other lists' q).
    if (q.q !== undefined && (typeof q.q !== 'string' || q.q.length > 200)) throw ApiError.validation({ q: 'Búsqueda inválida' });
    const search = (q.q as string | undefined)?.trim() || undefined;
    const asignadoA = readAssigneeFilter(q, req.user?.sub);
    let canal: Canal | undefined;
    if (q.canal !== undefined && q.canal !== '') {
      canal = CANALES.find((c) => c === q.canal);
      if (!canal) throw ApiError.validation({ canal: 'El parámetro canal no es válido (Web, Zonaprop o MercadoLibre)' });
    }
    const r = await this.contact.list({ page, limit, estado, q: search, asignadoA, canal });
    return { success: true, data: r.items, total: r.total, page, pages: Math.max(1, Math.ceil(r.total / limit)), pendientes: r.pendientes };
  }

  /** {leida?: boolean, respondida?: boolean} */
  @ApiOperation({ summary: 'Marca una consulta leída o respondida' })
  @Patch('consultas/:id')
  async update(@Param('id') id: string, @Body() body: unknown) {
    if (!esUuid(id)) throw noEncontrada();
    const b = (body && typeof body === 'object' && !Array.isArray(body) ? body : null) as Record<string, unknown> | null;
    if (!b) throw ApiError.validation({ body: 'El cuerpo debe ser un objeto JSON' });
    const r = leerActualizarConsulta(b);
    if (!r.ok) throw ApiError.validation(r.errores);
    const consulta = await this.contact.mark(id, r.datos);
    if (!consulta) throw noEncontrada();
    return { success: true, data: consulta };
  }

  /** {usuario: userId | null}: assigns the enquiry to that member of staff, or to nobody. */
  @ApiOperation({ summary: 'Asigna una consulta a un usuario del equipo (null: sin asignar)' })
  @Put('consultas/:id/asignar')
  async assign(@Param('id') id: string, @Body() body: unknown) {
    if (!esUuid(id)) throw noEncontrada();
    const r = leerAsignarConsulta(body);
    if (!r.ok) throw ApiError.validation(r.errores);
    const consulta = await this.contact.assign(id, r.datos.usuario);
    if (!consulta) throw noEncontrada();
    return { success: true, data: consulta };
  }
}
