import { describe, expect, it } from 'vitest';
import { isMyProjectsActive, sidebarLinks } from './sidebarLinks';

function activeIds(pathname: string) {
  return sidebarLinks.filter((link) => link.isActive(pathname)).map((link) => link.id);
}

describe('My Projects link', () => {
  it.each(['/EditProject/1', '/Project/abc', '/Project', '/myprojects', '/MyProjects', '/PROJECT/7'])(
    'is active on %s',
    (pathname) => {
      expect(isMyProjectsActive(pathname)).toBe(true);
      expect(activeIds(pathname)).toContain('myProjects');
    },
  );

  it.each(['/MyContacts', '/MyProfile/0', '/UploadFile', '/ContractTemplate'])(
    'is not active on %s',
    (pathname) => {
      expect(isMyProjectsActive(pathname)).toBe(false);
    },
  );
});

describe('sidebar links', () => {
  it('lists the links of the specification in its order', () => {
    expect(sidebarLinks.map((link) => [link.id, link.to])).toEqual([
      ['myProfile', '/MyProfile/0'],
      ['myProjects', '/MyProjects'],
      ['uploadContract', '/UploadFile'],
      ['contractTemplates', '/ContractTemplate'],
      ['myContacts', '/MyContacts'],
      ['loginSettings', '/Settings'],
      ['subscription', '/Subscription'],
      ['howToUse', '/HowToUse'],
      ['blog', '/InnerBlog'],
      ['signOut', '/'],
    ]);
  });

  it('marks only the current section active, whatever the case of the path', () => {
    expect(activeIds('/mycontacts')).toEqual(['myContacts']);
    expect(activeIds('/PersonalInfo/2')).toEqual(['myProfile']);
    expect(activeIds('/ContractTemplateDetail')).toEqual(['contractTemplates']);
    expect(activeIds('/InnerBlog/42')).toEqual(['blog']);
  });
});
