//! A handful of values kept inline, in order: the cards one RSF draws, the actions allowed
//! now. Nothing is allocated, so the simulator's hot loop stays off the heap.

/// At most `N` values, in the order they were pushed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Few<T, const N: usize> {
    items: [Option<T>; N],
    len: usize,
}

impl<T: Copy, const N: usize> Default for Few<T, N> {
    fn default() -> Self {
        Few {
            items: [None; N],
            len: 0,
        }
    }
}

impl<T: Copy, const N: usize> Few<T, N> {
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds `item` after the others; when all `N` places are taken, nothing is added and
    /// the answer is false.
    pub fn push(&mut self, item: T) -> bool {
        match self.items.get_mut(self.len) {
            Some(slot) => {
                *slot = Some(item);
                self.len += 1;
                true
            }
            None => false,
        }
    }

    pub fn iter(&self) -> impl Iterator<Item = T> + '_ {
        self.items.iter().map_while(|item| *item)
    }

    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    pub fn get(&self, i: usize) -> Option<T> {
        self.items.get(i).copied().flatten()
    }

    pub fn first(&self) -> Option<T> {
        self.get(0)
    }

    pub fn last(&self) -> Option<T> {
        self.len.checked_sub(1).and_then(|i| self.get(i))
    }

    pub fn contains(&self, item: &T) -> bool
    where
        T: PartialEq,
    {
        self.iter().any(|x| x == *item)
    }

    pub fn to_vec(&self) -> Vec<T> {
        self.iter().collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keeps_order_and_refuses_past_capacity() {
        let mut few: Few<u8, 3> = Few::new();
        assert!(few.is_empty() && few.first().is_none() && few.last().is_none());
        assert!(few.push(4) && few.push(2) && few.push(9));
        assert!(!few.push(1), "full");
        assert_eq!(few.to_vec(), [4, 2, 9]);
        assert_eq!((few.len(), few.first(), few.last()), (3, Some(4), Some(9)));
        assert_eq!((few.get(1), few.get(3)), (Some(2), None));
        assert!(few.contains(&2) && !few.contains(&1));
    }
}
