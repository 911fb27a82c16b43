// GET /api/admin/equipo: the staff's names for the 'Asignar a' pickers and the per-user
// filters. Every member of staff may read it (it shows no username, e-mail or role); managing users is elsewhere.
import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { EquipoResponse } from '@inmo/contracts';
import { TeamService } from './team.service.js';

@ApiTags('equipo')
@Controller('admin')
export class TeamController {
  constructor(@Inject(TeamService) private readonly team: TeamService) {}

  @ApiOperation({ summary: 'El equipo (id y nombre), para asignar consultas y clientes y filtrar por usuario' })
  @Get('equipo')
  async equipo(): Promise<EquipoResponse> {
    return { success: true, data: await this.team.list() };
  }
}
