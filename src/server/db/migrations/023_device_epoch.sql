-- Device cookies (docs/decisions/0033, 0067) are signed over the account's device epoch: a password
-- reset or change adds one, and every cookie signed before no longer names a known device.
ALTER TABLE users ADD COLUMN device_epoch integer NOT NULL DEFAULT 0;
