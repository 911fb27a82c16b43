// GET /api/user/inmobiliaria (public: every field is the agency's public face) and PUT /api/admin/inmobiliaria
// (admins; any of the fields, parsed by contracts' cambiosInmobiliariaSchema and checked whole once merged).
import { Body, Controller, Get, Inject, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { cambiosInmobiliariaSchema, type CambiosInmobiliaria, type Inmobiliaria } from '@inmo/contracts';
import { Public, Roles } from '../auth/decorators.js';
import { ZodPipe } from '../common/zod.pipe.js';
import { AgencyService } from './agency.service.js';

@ApiTags('inmobiliaria')
@Controller()
export class AgencyController {
  constructor(@Inject(AgencyService) private readonly agency: AgencyService) {}

  @ApiOperation({ summary: 'Datos públicos de la inmobiliaria (nombre, contacto, matrícula, textos, redes, cotización del dólar)' })
  @Public()
  @Get('user/inmobiliaria')
  async get(): Promise<{ success: true; data: Inmobiliaria }> {
    return { success: true, data: await this.agency.get() };
  }

  @ApiOperation({ summary: 'Actualiza los datos de la inmobiliaria (cualquiera de sus campos)' })
  @Roles('admin')
  @Put('admin/inmobiliaria')
  async update(@Body(new ZodPipe(cambiosInmobiliariaSchema)) body: CambiosInmobiliaria): Promise<{ success: true; data: Inmobiliaria }> {
    return { success: true, data: await this.agency.update(body) };
  }
}
