-- Devices per account (docs/decisions/0137): an account keeps its few most recently registered
-- browsers; registering one more removes the one registered longest ago. registered_at is the last
-- time this account registered the browser (created_at stays when it was first seen).
ALTER TABLE push_subscriptions ADD COLUMN registered_at timestamptz;
UPDATE push_subscriptions SET registered_at = created_at;
ALTER TABLE push_subscriptions ALTER COLUMN registered_at SET NOT NULL;

-- Accounts over the cap (one registered a thousand) keep their 5 most recent; their waiting pushes go with the rest.
DELETE FROM push_subscriptions s
 USING (SELECT id, row_number() OVER (PARTITION BY user_id ORDER BY registered_at DESC, id DESC) AS n FROM push_subscriptions) r
 WHERE s.id = r.id AND r.n > 5;

DROP INDEX push_subscriptions_user_idx;
CREATE INDEX push_subscriptions_user_idx ON push_subscriptions (user_id, registered_at);
