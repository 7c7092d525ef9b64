import { describe, expect, it } from 'vitest';
import {
  CreateProjectRequest,
  ListProjectsQuery,
  PublicProjectParams,
  PublicProjectsQuery,
  UpdateProjectRequest,
  WaitStatus,
} from './projects.ts';
import { WAIT_STATUS } from './constants.ts';

const conversationId = '6f1c1f9e-3c7a-4d0e-9b2a-7a3e5b1c2d4f';

describe('projects', () => {
  it('defaults list pages to 6', () => {
    expect(ListProjectsQuery.parse({})).toEqual({ page: 1, per_page: 6 });
    expect(PublicProjectsQuery.parse({ page: '2' })).toEqual({ page: 2, per_page: 6 });
  });

  it('trims a new project name and refuses a blank one', () => {
    expect(CreateProjectRequest.parse({ name: ' Streaks ', conversation_id: conversationId }).name).toBe(
      'Streaks',
    );
    expect(CreateProjectRequest.safeParse({ name: '  ', conversation_id: conversationId }).success).toBe(
      false,
    );
    expect(CreateProjectRequest.safeParse({ name: 'x', conversation_id: 'abc' }).success).toBe(false);
  });

  it('updates at least one field', () => {
    expect(UpdateProjectRequest.safeParse({}).success).toBe(false);
    expect(UpdateProjectRequest.parse({ status: 'inactive' })).toEqual({ status: 'inactive' });
    expect(UpdateProjectRequest.parse({ is_public: true })).toEqual({ is_public: true });
    expect(UpdateProjectRequest.safeParse({ name: ' ' }).success).toBe(false);
    expect(UpdateProjectRequest.safeParse({ status: 'archived' }).success).toBe(false);
  });

  it('knows the three wait states', () => {
    expect(WAIT_STATUS).toEqual({ ready: 0, building: 1, hidden: 2 });
    expect(WaitStatus.safeParse(2).success).toBe(true);
    expect(WaitStatus.safeParse(3).success).toBe(false);
  });

  it('finds a public project by id or uuid', () => {
    expect(PublicProjectParams.parse({ id: '12' }).id).toBe(12);
    expect(PublicProjectParams.parse({ id: conversationId }).id).toBe(conversationId);
    expect(PublicProjectParams.safeParse({ id: 'abc' }).success).toBe(false);
  });
});
