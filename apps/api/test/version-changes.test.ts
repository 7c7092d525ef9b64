import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { WAIT_STATUS, type VersionChangesResponse } from '@atelier/contracts';
import { fileChanges } from '../src/features/projects/version-changes.ts';
import { buildTestApp, call, createUser, type TestUser } from './helpers.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

async function projectWithVersions(owner: TestUser, versions: Record<string, string>[]) {
  const project = await app.prisma.project.create({
    data: {
      userId: owner.user.id,
      name: 'Recipe Box',
      token: randomBytes(16).toString('hex'),
      waitStatus: WAIT_STATUS.ready,
    },
  });
  for (const [index, files] of versions.entries()) {
    await app.prisma.projectVersion.create({ data: { projectId: project.id, number: index + 1, files } });
  }
  return project;
}

describe('fileChanges', () => {
  it('lists added, removed and changed files by path and leaves equal ones out', () => {
    expect(
      fileChanges(
        { 'b.ts': 'old', 'same.ts': 'x', 'gone.ts': 'bye' },
        { 'b.ts': 'new', 'same.ts': 'x', 'a.ts': 'hi' },
      ),
    ).toEqual([
      { path: 'a.ts', status: 'added', before: null, after: 'hi' },
      { path: 'b.ts', status: 'changed', before: 'old', after: 'new' },
      { path: 'gone.ts', status: 'removed', before: 'bye', after: null },
    ]);
  });

  it('treats an emptied file as changed, not removed', () => {
    expect(fileChanges({ 'a.ts': 'text' }, { 'a.ts': '' })).toEqual([
      { path: 'a.ts', status: 'changed', before: 'text', after: '' },
    ]);
  });
});

describe('GET /projects/{id}/versions/{version}/changes', () => {
  const v1 = { 'index.html': '<p>one</p>', 'src/main.ts': 'console.log(1)', 'README.md': '# Box' };
  const v2 = { 'index.html': '<p>two</p>', 'src/app.ts': 'export {}', 'README.md': '# Box' };
  const v3 = { 'index.html': '<p>three</p>', 'src/app.ts': 'export {}', 'README.md': '# Box' };

  it('compares a version with the one before it', async () => {
    const owner = await createUser(app);
    const project = await projectWithVersions(owner, [v1, v2, v3]);
    const res = await call(app, {
      method: 'GET',
      url: `/api/projects/${project.id}/versions/2/changes`,
      headers: owner.auth,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, keyCode: 'PROJECT_FETCHED' });
    expect(res.body.data).toEqual({
      version: 2,
      against: 1,
      files: [
        { path: 'index.html', status: 'changed', before: '<p>one</p>', after: '<p>two</p>' },
        { path: 'src/app.ts', status: 'added', before: null, after: 'export {}' },
        { path: 'src/main.ts', status: 'removed', before: 'console.log(1)', after: null },
      ],
    });
  });

  it('shows every file of the first version as added', async () => {
    const owner = await createUser(app);
    const project = await projectWithVersions(owner, [v1, v2]);
    const res = await call(app, {
      method: 'GET',
      url: `/api/projects/${project.id}/versions/1/changes`,
      headers: owner.auth,
    });
    const data = res.body.data as VersionChangesResponse['data'];
    expect(data.against).toBeNull();
    expect(data.files.map((file) => [file.path, file.status])).toEqual([
      ['README.md', 'added'],
      ['index.html', 'added'],
      ['src/main.ts', 'added'],
    ]);
  });

  it('compares with any other version given as against', async () => {
    const owner = await createUser(app);
    const project = await projectWithVersions(owner, [v1, v2, v3]);
    const res = await call(app, {
      method: 'GET',
      url: `/api/projects/${project.id}/versions/1/changes?against=3`,
      headers: owner.auth,
    });
    expect(res.body.data).toMatchObject({ version: 1, against: 3 });
    expect((res.body.data as VersionChangesResponse['data']).files).toEqual([
      { path: 'index.html', status: 'changed', before: '<p>three</p>', after: '<p>one</p>' },
      { path: 'src/app.ts', status: 'removed', before: 'export {}', after: null },
      { path: 'src/main.ts', status: 'added', before: null, after: 'console.log(1)' },
    ]);
  });

  it('answers 404 for an unknown version and for someone else’s project, 401 without a token', async () => {
    const owner = await createUser(app);
    const stranger = await createUser(app);
    const project = await projectWithVersions(owner, [v1]);
    const unknown = await call(app, {
      method: 'GET',
      url: `/api/projects/${project.id}/versions/7/changes`,
      headers: owner.auth,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.keyCode).toBe('PROJECT_VERSION_NOT_FOUND');
    const unknownBase = await call(app, {
      method: 'GET',
      url: `/api/projects/${project.id}/versions/1/changes?against=5`,
      headers: owner.auth,
    });
    expect(unknownBase.status).toBe(404);
    expect(unknownBase.body.keyCode).toBe('PROJECT_VERSION_NOT_FOUND');
    const foreign = await call(app, {
      method: 'GET',
      url: `/api/projects/${project.id}/versions/1/changes`,
      headers: stranger.auth,
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.keyCode).toBe('PROJECT_NOT_FOUND');
    expect(JSON.stringify(foreign.body)).not.toContain('console.log');
    const anonymous = await call(app, {
      method: 'GET',
      url: `/api/projects/${project.id}/versions/1/changes`,
    });
    expect(anonymous.status).toBe(401);
  });
});
