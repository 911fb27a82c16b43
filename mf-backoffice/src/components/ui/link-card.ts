// A list's card (operations, rentals, valuations): an article whose title (h2) links to the record, the link's box
// covering the whole card (::after), so a tap anywhere opens it while the link's name stays its visible text; its
// header row, and its facts as a two-column list (dt muted, dd wrapping anywhere). A page adds its own rules with
// styled(LinkCard).
import styled from 'styled-components';

export const LinkCard = styled.article`
  position: relative;
  display: block;
  height: 100%;
  box-sizing: border-box;
  padding: 16px;
  border-radius: ${(p) => p.theme.radius};
  border: 1px solid ${(p) => p.theme.colors.border};
  background: ${(p) => p.theme.colors.surface};
  header {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: 8px;
    margin-bottom: 8px;
  }
  h2 {
    margin: 0 0 8px;
    font-size: 1.05rem;
  }
  h2 a {
    color: inherit;
    text-decoration: none;
  }
  h2 a::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
  &:hover h2 a {
    text-decoration: underline;
  }
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 4px 10px;
    margin: 0;
    font-size: 0.92rem;
  }
  dt {
    color: ${(p) => p.theme.colors.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  &:hover,
  &:focus-within {
    border-color: ${(p) => p.theme.colors.accentText};
  }
`;
