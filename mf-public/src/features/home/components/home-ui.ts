// The home's own building blocks, shared by its sections.
import styled from 'styled-components';

export const H2 = styled.h2`
  margin: 0 0 24px;
  font-size: 1.6rem;
  text-align: center;
`;
