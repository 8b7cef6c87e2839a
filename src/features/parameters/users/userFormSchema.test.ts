import { EMPTY_USER_FORM, userFormSchema, userFormValues, type UserFormValues } from './userFormSchema';

const valid: UserFormValues = {
  ...EMPTY_USER_FORM,
  email: ' Lea.Morin@Enersol.fr ',
  firstName: 'Léa',
  lastName: 'Morin',
  roleId: '3',
};

const messagesOf = (values: UserFormValues) => {
  const parsed = userFormSchema.safeParse(values);
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('userFormSchema', () => {
  it('sends a trimmed, lower-cased e-mail, the role and no client for an internal user', () => {
    expect(userFormSchema.parse({ ...valid, clientId: '2' })).toEqual({
      email: 'lea.morin@enersol.fr',
      firstName: 'Léa',
      lastName: 'Morin',
      isExternal: false,
      client: null,
      roles: [{ id: 3 }],
    });
  });

  it('accepts both allowed domains and refuses others, sub-domains and spaces', () => {
    expect(messagesOf({ ...valid, email: 'a.b@partenaire-energie.fr' })).toEqual({});
    for (const email of ['a.b@gmail.com', 'a.b@mail.enersol.fr', 'a b@enersol.fr', 'enersol.fr'])
      expect(messagesOf({ ...valid, email }), email).toEqual({ email: 'INVALID_EMAIL_DOMAIN' });
    expect(messagesOf({ ...valid, email: '  ' })).toEqual({ email: 'required' });
  });

  it('asks for a role, and a client for an external user', () => {
    expect(messagesOf({ ...valid, roleId: null, type: 'external' })).toEqual({
      roleId: 'required',
      clientId: 'clientRequired',
    });
    expect(userFormSchema.parse({ ...valid, type: 'external', clientId: '4' })).toMatchObject({
      isExternal: true,
      client: { id: 4 },
    });
  });

  it('reads a saved user', () => {
    expect(
      userFormValues({
        id: 9,
        email: 'x@enersol.fr',
        firstName: null,
        lastName: 'Y',
        isExternal: true,
        roles: [{ id: 5, name: 'customer_reader' }],
        client: { id: 2, name: 'Papeteries' },
      }),
    ).toEqual({ email: 'x@enersol.fr', firstName: '', lastName: 'Y', roleId: '5', type: 'external', clientId: '2' });
  });
});
